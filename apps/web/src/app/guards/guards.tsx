import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StatusMessage } from '../../components/ui/status.tsx';
import { useAccount } from '../../features/accounts/api.ts';
import { rememberReturn } from '../../lib/return-after-sign-in.ts';
import { adminGuard, characterGuard, type GuardDecision, moderatorGuard } from './guard-decision.ts';

function Decide({ decision }: { decision: GuardDecision }) {
  if (decision.kind === 'loading') return <StatusMessage>Checking character status...</StatusMessage>;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

/** Wraps every guarded route of the route table (docs/product-rules.md#routes-and-guard). */
export function CharacterGuard() {
  const { account, status } = useAccount();
  const { pathname, search } = useLocation();
  const decision = characterGuard(status, account, pathname);
  const signedOut = status === 'signed-out' && decision.kind === 'redirect';
  // A visitor sent home to sign in comes back here afterwards (a tool's key link above all).
  useEffect(() => {
    if (signedOut) rememberReturn(`${pathname}${search}`);
  }, [signedOut, pathname, search]);
  return <Decide decision={decision} />;
}

export function AdminGuard() {
  const { account, status } = useAccount();
  return <Decide decision={adminGuard(status, account)} />;
}

/** The moderation screens: role 1 or higher (the rest of the admin area stays role 2). */
export function ModeratorGuard() {
  const { account, status } = useAccount();
  return <Decide decision={moderatorGuard(status, account)} />;
}

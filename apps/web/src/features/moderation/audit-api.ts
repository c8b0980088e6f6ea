import { queryOptions } from '@tanstack/react-query';
import { type AuditEntry, adminApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { moderationKey } from './api.ts';

// Apart from api.ts: the audit log is a staff page, and its contract (with the staff contracts
// it sits among) would otherwise load with every chat line's moderation menu (ADR 0030).

/** The audit page's filters, as the form holds them (empty text = no filter). */
export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  /** `YYYY-MM-DD` dates from a date input, read as whole UTC days. */
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** Turns the form's filters into the call's query; `to` includes the whole day it names. */
function auditQueryOf(filters: AuditFilters, beforeId: number | null, limit = AUDIT_PAGE_SIZE) {
  const day = (date: string, plusDays = 0) => {
    const time = Date.parse(`${date}T00:00:00.000Z`);
    return Number.isNaN(time) ? undefined : new Date(time + plusDays * 86_400_000).toISOString();
  };
  const text = (value: string) => value.trim() || undefined;
  return {
    actor: text(filters.actor),
    action: text(filters.action),
    target: text(filters.target),
    from: filters.from ? day(filters.from) : undefined,
    to: filters.to ? day(filters.to, 1) : undefined,
    beforeId: beforeId ?? undefined,
    limit,
  };
}

export const auditQuery = (filters: AuditFilters, beforeId: number | null, limit = AUDIT_PAGE_SIZE) =>
  queryOptions<AuditEntry[]>({
    queryKey: [...moderationKey, 'audit', filters, beforeId, limit] as const,
    queryFn: ({ signal }) => apiRequest(adminApi.audit, { query: auditQueryOf(filters, beforeId, limit), signal }),
  });

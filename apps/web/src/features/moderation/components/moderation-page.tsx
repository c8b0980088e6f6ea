import { GameConstants } from '@tod/game';
import { useState } from 'react';
import { type TabItem, Tabs } from '@/components/ui/tabs.tsx';
import { ReportsPanel } from './reports-panel.tsx';
import { SanctionsPanel } from './sanctions-panel.tsx';

type Tab = 'reports' | 'mutes' | 'bans';

/** The staff page for players' reports and the active mutes and bans (bans: role 2+). */
/** `title`: the same page is the staff's Manage Chat (docs/product-rules.md#admin-screens). */
export function ModerationPage({ viewerRole, title = 'Moderation' }: { viewerRole: number; title?: string }) {
  const [tab, setTab] = useState<Tab>('reports');
  const items: TabItem<Tab>[] = [
    { id: 'reports', label: 'Reports' },
    { id: 'mutes', label: 'Mutes' },
    ...(viewerRole >= GameConstants.roles.adminThreshold ? [{ id: 'bans' as const, label: 'Bans' }] : []),
  ];
  return (
    <div className="page admin-page">
      <title>{`${title} · Tales of Deeds`}</title>
      <h1>{title}</h1>
      <p className="lead">
        Delete messages and mute players from the chat; report, mute and ban from a character's page. Lift mutes and bans here.
      </p>
      <Tabs label="Moderation" items={items} selected={tab} onSelect={setTab}>
        {tab === 'reports' && <ReportsPanel />}
        {tab === 'mutes' && <SanctionsPanel kind="mutes" />}
        {tab === 'bans' && <SanctionsPanel kind="bans" />}
      </Tabs>
    </div>
  );
}

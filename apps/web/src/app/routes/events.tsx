import { EventLog } from '../../features/notifications/components/event-log.tsx';

export function Component() {
  return (
    <div className="page">
      <title>Event Log · Tales of Deeds</title>
      <h1>Event Log</h1>
      <p className="page__intro">What happened to your character, newest first.</p>
      <EventLog />
    </div>
  );
}

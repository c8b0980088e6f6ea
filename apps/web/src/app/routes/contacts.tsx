import { ContactsPanel } from '../../features/contacts/components/contacts-panel.tsx';

export function Component() {
  return (
    <div className="page">
      <title>Contacts · Tales of Deeds</title>
      <h1>Contacts</h1>
      <p className="page__intro">Your friends and rivals as they are right now. Only you see these lists.</p>
      <ContactsPanel />
    </div>
  );
}

import type { Feature, RoadmapPhase } from '@tod/contracts';
import { useState } from 'react';
import { Flash, type FlashNotice } from '@/components/ui/flash.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { AnnouncementForm, AnnouncementList } from './announcements-admin.tsx';
import { FeatureForm } from './feature-form.tsx';
import { FeatureList } from './feature-list.tsx';
import { RoadmapForm, RoadmapList } from './roadmap-admin.tsx';

const HOME_TABS = [
  { id: 'announcements', label: 'Announcements' },
  { id: 'add-announcement', label: 'Add Announcement' },
  { id: 'features', label: 'Features' },
  { id: 'add-feature', label: 'Add Feature' },
  { id: 'roadmap', label: 'Roadmap' },
  { id: 'add-roadmap', label: 'Add Roadmap Phase' },
] as const;

type HomeTab = (typeof HOME_TABS)[number]['id'];

/**
 * Manage Home Page Content. `onContentChanged` runs after every successful save or delete so the
 * screen that composes this one can refresh the public home page's cache.
 */
export function ManageHome({ onContentChanged }: { onContentChanged?: () => void }) {
  const [tab, setTab] = useState<HomeTab>('announcements');
  const [editingFeature, setEditingFeature] = useState<Feature | null>(null);
  const [editingPhase, setEditingPhase] = useState<RoadmapPhase | null>(null);
  const [notice, setNotice] = useState<FlashNotice | null>(null);

  const select = (next: HomeTab) => {
    // docs/product-rules.md#admin-screens: choosing an add tab starts a new entry, never a half-finished edit.
    if (next === 'add-feature') setEditingFeature(null);
    if (next === 'add-roadmap') setEditingPhase(null);
    setTab(next);
  };

  const editFeature = (feature: Feature) => {
    setEditingFeature(feature);
    setTab('add-feature');
  };

  const editPhase = (phase: RoadmapPhase) => {
    setEditingPhase(phase);
    setTab('add-roadmap');
  };

  // Cancel and a finished save both end the edit and go back to the list.
  const leaveFeatureForm = () => {
    setEditingFeature(null);
    setTab('features');
  };

  const leavePhaseForm = () => {
    setEditingPhase(null);
    setTab('roadmap');
  };

  const panel = () => {
    switch (tab) {
      case 'announcements':
        return <AnnouncementList notify={setNotice} onChanged={onContentChanged} />;
      case 'add-announcement':
        return <AnnouncementForm notify={setNotice} onChanged={onContentChanged} onDone={() => setTab('announcements')} />;
      case 'features':
        return <FeatureList notify={setNotice} onChanged={onContentChanged} onEdit={editFeature} />;
      case 'add-feature':
        return (
          <FeatureForm
            key={editingFeature?.id ?? 'new'}
            editing={editingFeature}
            notify={setNotice}
            onChanged={onContentChanged}
            onCancel={() => leaveFeatureForm()}
            onDone={() => leaveFeatureForm()}
          />
        );
      case 'roadmap':
        return <RoadmapList notify={setNotice} onChanged={onContentChanged} onEdit={editPhase} />;
      case 'add-roadmap':
        return (
          <RoadmapForm
            key={editingPhase?.id ?? 'new'}
            editing={editingPhase}
            notify={setNotice}
            onChanged={onContentChanged}
            onCancel={() => leavePhaseForm()}
            onDone={() => leavePhaseForm()}
          />
        );
    }
  };

  return (
    <div className="page admin-page">
      <h1>Manage Home Page Content</h1>
      <Flash notice={notice} />
      <Tabs label="Home page content" items={HOME_TABS} selected={tab} onSelect={select}>
        {panel()}
      </Tabs>
    </div>
  );
}

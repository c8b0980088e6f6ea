import { useQuery } from '@tanstack/react-query';
import type { Deed, DeedInput } from '@tod/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Flash, type FlashNotice } from '@/components/ui/flash.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { statusDetail } from '@/lib/http-errors.ts';
import { adminDeedsQuery, deedCitiesQuery, useCreateDeed, useDeleteDeed, useUpdateDeed } from '../api.ts';
import { deedInput } from '../deed-values.ts';
import { DeedForm } from './deed-form.tsx';
import { DeedsTable } from './deeds-table.tsx';
import type { QuickEdit } from './quick-edit-row.tsx';
import '../admin-deeds.css';

/** docs/api.md#errors-on-screen: deed messages last 3 seconds. */
const DEED_MESSAGE_MS = 3_000;

type DeedTab = 'list' | 'form';

/** Manage Deeds. `onDeedsChanged` runs after every successful save or delete (other caches may refresh). */
export function ManageDeeds({ onDeedsChanged }: { onDeedsChanged?: () => void }) {
  const deeds = useQuery(adminDeedsQuery);
  const cities = useQuery(deedCitiesQuery);
  const cityNames = useMemo(() => new Map((cities.data ?? []).map((city) => [city.id, city.name])), [cities.data]);
  const create = useCreateDeed(onDeedsChanged);
  const update = useUpdateDeed(onDeedsChanged);
  const remove = useDeleteDeed(onDeedsChanged);
  const [tab, setTab] = useState<DeedTab>('list');
  const [editing, setEditing] = useState<Deed | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Deed | null>(null);
  const [notice, setNotice] = useState<FlashNotice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), DEED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const select = (next: DeedTab) => {
    setTab(next);
    // docs/product-rules.md#admin-screens: switching to the list reloads it.
    if (next === 'list') void deeds.refetch();
  };

  const quickSave = async (deed: Deed, edit: QuickEdit): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: deed.id, body: { ...deedInput(deed), ...edit } });
      setNotice({ kind: 'success', text: 'Deed updated successfully!' });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: `Failed to update deed: ${statusDetail(error)}` });
      return false;
    }
  };

  const closeForm = () => {
    setEditing(null);
    setTab('list');
  };

  const submitForm = (input: DeedInput) => {
    if (editing) {
      update.mutate(
        { id: editing.id, body: input },
        {
          onSuccess: () => {
            setNotice({ kind: 'success', text: 'Deed updated successfully!' });
            closeForm();
          },
          onError: (error) => setNotice({ kind: 'error', text: `Failed to update deed: ${statusDetail(error)}` }),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          setNotice({ kind: 'success', text: 'New deed created successfully!' });
          closeForm();
        },
        onError: (error) => setNotice({ kind: 'error', text: `Failed to create deed: ${statusDetail(error)}` }),
      });
    }
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => setNotice({ kind: 'success', text: 'Deed deleted successfully!' }),
      onError: (error) => setNotice({ kind: 'error', text: `Failed to delete deed: ${statusDetail(error)}` }),
      onSettled: () => setPendingDelete(null),
    });
  };

  const list = () => {
    if (deeds.isPending) return <StatusMessage>Loading deeds...</StatusMessage>;
    if (deeds.isError) return <ErrorMessage>{`Failed to load deeds: ${statusDetail(deeds.error)}`}</ErrorMessage>;
    if (deeds.data.length === 0) return <p className="empty-state">No deeds found. Create your first deed!</p>;
    return (
      <DeedsTable
        deeds={deeds.data}
        cityNames={cityNames}
        savingId={update.isPending && !editing ? (update.variables?.id ?? null) : null}
        onQuickSave={quickSave}
        onFullEdit={(deed) => {
          setEditing(deed);
          setTab('form');
        }}
        onDelete={setPendingDelete}
      />
    );
  };

  return (
    <div className="page admin-page">
      <h1>Manage Deeds</h1>
      <Flash notice={notice} />
      <Tabs
        label="Deeds"
        items={[
          { id: 'list', label: 'Deeds List' },
          { id: 'form', label: editing ? 'Edit Deed' : 'Add New Deed' },
        ]}
        selected={tab}
        onSelect={select}
      >
        {tab === 'list' ? (
          <div className="admin-section">
            <div className="admin-toolbar">
              <h2 className="admin-toolbar__title">All Deeds</h2>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void deeds.refetch()}
                disabled={deeds.isFetching}
              >
                {deeds.isFetching ? 'Refreshing...' : 'Refresh List'}
              </button>
            </div>
            {list()}
          </div>
        ) : (
          <DeedForm
            key={editing?.id ?? 'new'}
            editing={editing}
            saving={create.isPending || update.isPending}
            onSubmit={submitForm}
            onCancel={closeForm}
          />
        )}
      </Tabs>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete deed?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>Are you sure you want to delete this deed?</p>
        {pendingDelete && <p className="muted">{pendingDelete.name}</p>}
      </ConfirmDialog>
    </div>
  );
}

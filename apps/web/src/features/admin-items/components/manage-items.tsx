import { useQuery } from '@tanstack/react-query';
import { type AdminItem, ITEM_DESCRIPTION_MAX } from '@tod/contracts';
import { useId, useState } from 'react';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { adminItemsQuery, useSaveItem } from '../api.ts';

const SLOT_NAMES: Record<string, string> = { tool: 'Tool', weapon: 'Weapon', charm: 'Charm' };

/**
 * Manage Items (docs/shops.md, "For staff"): every item with its bonus, base price and the
 * shops that stock it at their price; staff tune the description, level, uses, base price and
 * black-market flag of one item at a time. Name, slot and bonus stay the content's.
 */
export function ManageItems() {
  const items = useQuery(adminItemsQuery);
  const [selected, setSelected] = useState<string | null>(null);
  const item = items.data?.find((i) => i.id === selected) ?? null;
  return (
    <div className="page admin-page">
      <h1>Manage Items</h1>
      {items.isPending ? (
        <StatusMessage>Loading items...</StatusMessage>
      ) : items.isError ? (
        <ErrorMessage>Failed to load items. Please try again later.</ErrorMessage>
      ) : items.data.length === 0 ? (
        <p className="empty-state">No items yet.</p>
      ) : (
        <TableScroll label="Items">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slot</th>
                <th scope="col">Level</th>
                <th scope="col">Uses</th>
                <th scope="col">Bonus</th>
                <th scope="col">Base price</th>
                <th scope="col">Sold in</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.data.map((i) => (
                <tr key={i.id}>
                  <td>
                    {i.name}
                    {i.blackMarket && ' (black market)'}
                    {i.edited && ' (edited)'}
                  </td>
                  <td>{SLOT_NAMES[i.slot] ?? i.slot}</td>
                  <td>{i.level}</td>
                  <td>{i.uses}</td>
                  <td>{i.bonusText}</td>
                  <td>{i.price}</td>
                  <td>{i.soldIn.map((s) => `${s.city} (${s.price})`).join(', ') || '-'}</td>
                  <td>
                    <button type="button" className="button button--small" onClick={() => setSelected(i.id)}>
                      Edit<span className="visually-hidden"> {i.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {item && <ItemForm key={item.id} item={item} />}
    </div>
  );
}

function ItemForm({ item }: { item: AdminItem }) {
  const id = useId();
  const save = useSaveItem();
  const { notice, done, failed } = useNotice();
  const [form, setForm] = useState({
    description: item.description,
    level: String(item.level),
    uses: String(item.uses),
    price: String(item.price),
    blackMarket: item.blackMarket,
  });
  const number = (key: 'level' | 'uses' | 'price', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={1}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <form
      className="form panel admin-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            id: item.id,
            body: {
              description: form.description,
              level: Number(form.level),
              uses: Number(form.uses),
              price: Number(form.price),
              blackMarket: form.blackMarket,
            },
          },
          {
            onSuccess: () => done('Item saved.'),
            onError: failed('Failed to save the item.'),
          },
        );
      }}
    >
      <h2 id={`${id}-title`}>Edit {item.name}</h2>
      <FormNotice notice={notice} />
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={form.description}
          maxLength={ITEM_DESCRIPTION_MAX}
          rows={3}
          onChange={(event) => setForm({ ...form, description: event.target.value })}
        />
      </div>
      {number('level', 'Level needed')}
      {number('uses', 'Uses')}
      {number('price', 'Base price')}
      <p className="field__hint">A shop sells at the base price times its city's factor; repairs are priced from it.</p>
      <div className="field field--inline">
        <input
          id={`${id}-black`}
          type="checkbox"
          checked={form.blackMarket}
          onChange={(event) => setForm({ ...form, blackMarket: event.target.checked })}
        />
        <label htmlFor={`${id}-black`}>Black market only</label>
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save item
        </button>
      </div>
    </form>
  );
}

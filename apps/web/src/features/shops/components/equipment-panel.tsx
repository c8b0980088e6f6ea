import { useQuery } from '@tanstack/react-query';
import { groupThousands, ITEM_SLOTS, type OwnedItem } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { equipmentQuery, useEquip, useRepair, useUnequip } from '../api.ts';
import '../shops.css';

export const EQUIPMENT_LOAD_ERROR = 'Your equipment could not be loaded. Try again in a moment.';
export const EQUIPMENT_ERROR = 'That did not work. Nothing changed.';

const slotName = (slot: string) => slot[0]!.toUpperCase() + slot.slice(1);

function usesText(owned: OwnedItem) {
  if (owned.broken) return 'Broken: no bonus until repaired';
  return `${owned.usesLeft} of ${owned.item.uses} uses left`;
}

/**
 * The character's equipment (docs/shops.md): a slot each for a tool, a weapon and a charm, then
 * what it carries; wear shows as uses left, and a repair shows its price before it is paid.
 */
export function EquipmentPanel() {
  const equipment = useQuery(equipmentQuery);
  const equip = useEquip();
  const unequip = useUnequip();
  const repair = useRepair();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const pending = equip.isPending || unequip.isPending || repair.isPending;
  const handlers = {
    onSuccess: (result: { message: string }) => setOutcome({ ok: true, text: result.message }),
    onError: (error: unknown) => setOutcome({ ok: false, text: serverMessageOr(error, EQUIPMENT_ERROR) }),
  };

  if (equipment.isPending) return <StatusMessage>Loading your equipment...</StatusMessage>;
  if (equipment.isError) return <ErrorMessage>{EQUIPMENT_LOAD_ERROR}</ErrorMessage>;
  const { items, shop } = equipment.data;
  const carried = items.filter((o) => o.slot === null);

  const actions = (owned: OwnedItem) => (
    <div className="equipment-item__actions">
      {owned.slot ? (
        <button
          type="button"
          className="button button--small"
          disabled={pending}
          onClick={() => unequip.mutate(owned.slot!, handlers)}
        >
          Take off {owned.item.name}
        </button>
      ) : (
        <button
          type="button"
          className="button button--small"
          disabled={pending}
          onClick={() => equip.mutate(owned.id, handlers)}
        >
          Equip {owned.item.name}
        </button>
      )}
      {owned.repairPrice !== null && owned.repairPrice > 0 && (
        <button
          type="button"
          className="button button--small"
          disabled={pending}
          onClick={() => repair.mutate({ owned: owned.id, maxPrice: owned.repairPrice! }, handlers)}
        >
          Repair for {groupThousands(owned.repairPrice)} gold
        </button>
      )}
    </div>
  );

  const card = (owned: OwnedItem) => (
    <div className={owned.broken ? 'equipment-item equipment-item--broken' : 'equipment-item'}>
      <p className="equipment-item__name">
        <strong>{owned.item.name}</strong> <span className="equipment-item__bonus">{owned.item.bonusText}</span>
      </p>
      <p className="equipment-item__uses">{usesText(owned)}</p>
      {actions(owned)}
    </div>
  );

  return (
    <section className="panel equipment-panel" aria-labelledby="equipment-title">
      <h2 id="equipment-title" className="panel__title">
        Equipment
      </h2>
      {outcome &&
        (outcome.ok ? (
          <p role="status" className="notice notice--info">
            {outcome.text}
          </p>
        ) : (
          <ErrorMessage>{outcome.text}</ErrorMessage>
        ))}
      <dl className="equipment-slots">
        {ITEM_SLOTS.map((slot) => {
          const worn = items.find((o) => o.slot === slot);
          return (
            <div key={slot} className="equipment-slot">
              <dt>{slotName(slot)}</dt>
              <dd>{worn ? card(worn) : <span className="equipment-slot__empty">Nothing equipped</span>}</dd>
            </div>
          );
        })}
      </dl>
      {carried.length > 0 && (
        <>
          <h3 className="equipment-panel__subtitle">Carried</h3>
          <ul className="equipment-carried">
            {carried.map((owned) => (
              <li key={owned.id}>{card(owned)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="equipment-panel__hint">
        {shop ? `Repairs are priced at ${shop.building} in your city.` : 'There is no shop in your city: repairs wait for one.'}
      </p>
    </section>
  );
}

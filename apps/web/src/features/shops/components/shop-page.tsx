import { useQuery } from '@tanstack/react-query';
import { groupThousands, type ShopItem } from '@tod/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { shopQuery, useBuy } from '../api.ts';
import '../shops.css';

export const SHOP_LOAD_ERROR = 'The shop could not be loaded. Try again in a moment.';
export const BUY_ERROR = 'The purchase did not go through. Nothing was paid.';

/** One item on the shelf: what it does, how long it lasts, its price here and the buy button. */
function ShopItemCard({
  item,
  here,
  pending,
  onBuy,
}: {
  item: ShopItem;
  here: boolean;
  pending: boolean;
  onBuy: (item: ShopItem) => void;
}) {
  const reasonId = `shop-item-${item.id}-reason`;
  const reason = item.refusal ?? (here ? null : 'Travel to this city to buy here.');
  return (
    <article className="shop-item" aria-labelledby={`shop-item-${item.id}`}>
      <h2 id={`shop-item-${item.id}`} className="shop-item__name">
        {item.name} {item.blackMarket && <span className="badge badge--black-market">Black market</span>}
      </h2>
      <p className="shop-item__meta">
        {item.slot[0]!.toUpperCase() + item.slot.slice(1)} · level {item.level} · lasts {item.uses} uses
      </p>
      <p className="shop-item__bonus">{item.bonusText}</p>
      <p>{item.description}</p>
      <p className="shop-item__price">
        Price: <strong>{groupThousands(item.price)} gold</strong>
      </p>
      {reason && (
        <p id={reasonId} className="shop-item__refusal">
          {reason}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--small"
        disabled={pending || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => onBuy(item)}
      >
        Buy for {groupThousands(item.price)} gold
      </button>
    </article>
  );
}

/** A city's shop (docs/shops.md): its shelf with prices shown before paying, and the purchase's answer. */
export function ShopPage({ cityId }: { cityId: string }) {
  const shop = useQuery(shopQuery(cityId));
  const buy = useBuy();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (shop.isPending) return <StatusMessage>Loading the shop...</StatusMessage>;
  if (shop.isError) return <ErrorMessage>{serverMessageOr(shop.error, SHOP_LOAD_ERROR)}</ErrorMessage>;
  const { data } = shop;

  const onBuy = (item: ShopItem) => {
    setOutcome(null);
    buy.mutate(
      { item: item.id, maxPrice: item.price },
      {
        onSuccess: (result) => setOutcome({ ok: true, text: result.message }),
        onError: (error) => setOutcome({ ok: false, text: serverMessageOr(error, BUY_ERROR) }),
      },
    );
  };

  return (
    <section className="panel shop-page" aria-labelledby="shop-title">
      <h1 id="shop-title" className="panel__title">
        {data.building}
      </h1>
      <p>
        The shop of {data.city.name}. You have <strong>{groupThousands(data.gold)} gold</strong>.{' '}
        {data.here ? '' : 'You are not in this city: you can look, not buy.'}
      </p>
      {outcome &&
        (outcome.ok ? (
          <p className="notice notice--info" role="status">
            {outcome.text} <Link to="/profile">See your equipment</Link>.
          </p>
        ) : (
          <ErrorMessage>{outcome.text}</ErrorMessage>
        ))}
      {buy.isPending && <StatusMessage>Buying...</StatusMessage>}
      {data.items.length === 0 ? (
        <p className="empty-state">Nothing on the shelves today.</p>
      ) : (
        <ul className="shop-grid" aria-label={`Items sold at ${data.building}`}>
          {data.items.map((item) => (
            <li key={item.id}>
              <ShopItemCard item={item} here={data.here} pending={buy.isPending} onBuy={onBuy} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/city">Back to the city</Link>
      </p>
    </section>
  );
}

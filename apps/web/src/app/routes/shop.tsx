import { useParams } from 'react-router';
import { ShopPage } from '../../features/shops/components/shop-page.tsx';

/** A city's shop, reached from the shop, blacksmith or market building on the city page. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <title>Shop · Tales of Deeds</title>
      <ShopPage cityId={id} />
    </div>
  );
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type EquipmentResult, type ItemSlotName, shopsApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';
import { shopKeys } from './live.ts';

export { onShopsMessage, shopKeys } from './live.ts';

/** A city's shelf with its prices for the character; read fresh on every visit (gold and level change them). */
export const shopQuery = (cityId: string) =>
  queryOptions({
    queryKey: shopKeys.shop(cityId),
    queryFn: ({ signal }) => apiRequest(shopsApi.shop, { params: { id: cityId }, signal }),
    staleTime: 0,
  });

/** The character's equipment with repair prices in its city. */
export const equipmentQuery = queryOptions({
  queryKey: shopKeys.equipment,
  queryFn: ({ signal }) => apiRequest(shopsApi.equipment, { signal }),
  staleTime: 0,
});

/**
 * Every equipment change answers with the equipment after it: it replaces the cached one, and
 * the shelves and the deed list (whose odds it changes) are read again.
 */
function useEquipmentMutation<V>(call: (v: V) => Promise<EquipmentResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: gameplayAnswerMeta,
    onSuccess: (result) => {
      client.setQueryData(shopKeys.equipment, result.equipment);
      void client.invalidateQueries({ queryKey: ['shops', 'shop'] });
      void client.invalidateQueries({ queryKey: ['deeds'] });
    },
  });
}

export const useBuy = () =>
  useEquipmentMutation((v: { item: string; maxPrice: number }) => apiRequest(shopsApi.buy, { body: v }));
export const useEquip = () => useEquipmentMutation((owned: string) => apiRequest(shopsApi.equip, { body: { owned } }));
export const useUnequip = () => useEquipmentMutation((slot: ItemSlotName) => apiRequest(shopsApi.unequip, { body: { slot } }));
export const useRepair = () =>
  useEquipmentMutation((v: { owned: string; maxPrice: number }) => apiRequest(shopsApi.repair, { body: v }));

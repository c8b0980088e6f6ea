import { createContext, useContext } from 'react';
import type { PayContext } from './pay-factors.ts';

/**
 * The character's level, fatigue and rested bank for every card, confirmation and result of the
 * deeds page (the page provides it once rather than through each component). Null: unknown, so
 * the maxima are shown bare.
 */
export const DeedPayContext = createContext<PayContext | null>(null);

export const useDeedPay = (): PayContext | null => useContext(DeedPayContext);

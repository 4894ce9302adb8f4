import { isCurrencyCode, type GeoResponse } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';

/** The visitor's country and the currency to show prices in. Any failure means US dollars. */
export async function getGeo(): Promise<GeoResponse> {
  try {
    const geo = await api<GeoResponse>('/api/geo');
    return isCurrencyCode(geo?.currency) ? geo : { country: 'US', currency: 'USD' };
  } catch {
    return { country: 'US', currency: 'USD' };
  }
}

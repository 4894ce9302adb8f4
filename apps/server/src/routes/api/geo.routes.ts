import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyForCountry, type GeoResponse } from '@candlelens/contracts';

const CDN_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'];

/** The visitor's country: a trusted CDN header, else the Accept-Language region, else US. */
export function countryOf(request: FastifyRequest, trustCdn: boolean): string {
  if (trustCdn) {
    for (const h of CDN_HEADERS) {
      const v = request.headers[h];
      if (typeof v === 'string' && /^[A-Za-z]{2}$/.test(v.trim()) && v.toUpperCase() !== 'XX')
        return v.trim().toUpperCase();
    }
  }
  const lang = request.headers['accept-language'];
  if (typeof lang === 'string') {
    for (const part of lang.split(',')) {
      const m = /^[a-zA-Z]{2,3}[-_]([a-zA-Z]{2})\b/.exec(part.trim());
      if (m) return m[1]!.toUpperCase();
    }
  }
  return 'US';
}

export function registerGeoRoutes(app: FastifyInstance, opts: { trustCdn: boolean }) {
  app.get('/api/geo', async (request): Promise<GeoResponse> => {
    const country = countryOf(request, opts.trustCdn);
    return { country, currency: currencyForCountry(country) };
  });
}

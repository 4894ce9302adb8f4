import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currencyForCountry, geoResponseSchema } from '@candlelens/contracts';
import { errorResponses } from '../../plugins/responses.ts';

const CDN_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const;

/** The headers the country is read from; any value is accepted (a wrong one falls back to US). */
const geoHeaders = z.object({
  'accept-language': z.string().optional(),
  ...Object.fromEntries(CDN_HEADERS.map((h) => [h, z.string().optional()])),
});

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

export async function geoRoutes(root: FastifyInstance) {
  const opts = { trustCdn: root.config.TRUST_CDN_COUNTRY };
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/geo',
    { schema: { headers: geoHeaders, response: { 200: geoResponseSchema, ...errorResponses } } },
    async (request) => {
      const country = countryOf(request, opts.trustCdn);
      return { country, currency: currencyForCountry(country) };
    },
  );
}

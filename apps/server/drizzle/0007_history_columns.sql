ALTER TABLE "analyses" ADD COLUMN "symbol" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "timeframe" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "last_close" double precision;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "price_decimals" integer;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "image_name" text;--> statement-breakpoint
-- Analyses stored before these columns: the same values, from the reading kept with each one
-- (the symbol, else the instrument's name; the last close and the axis' decimals only where the
-- price axis was read; the engine's decimals where the reading did not keep the axis').
UPDATE "analyses" SET
  "symbol" = left(nullif(btrim(coalesce("reading"->>'symbol', "reading"->>'instrument', '')), ''), 100),
  "timeframe" = nullif("reading"->>'timeframe', ''),
  "last_close" = CASE
    WHEN coalesce(("reading"->>'relativePrices')::boolean, false)
      OR coalesce(jsonb_typeof("reading"->'priceAxis'), 'null') <> 'object' THEN NULL
    ELSE ("reading"->'candles'->-1->>'close')::double precision END,
  "price_decimals" = CASE
    WHEN coalesce(("reading"->>'relativePrices')::boolean, false)
      OR coalesce(jsonb_typeof("reading"->'priceAxis'), 'null') <> 'object' THEN NULL
    ELSE least(coalesce(("reading"->'priceAxis'->>'decimals')::integer, ("result"->>'decimals')::integer), 10) END;

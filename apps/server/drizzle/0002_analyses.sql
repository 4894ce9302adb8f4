CREATE TABLE "analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"summary" text NOT NULL,
	"provider" text NOT NULL,
	"reading" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"image_key" text NOT NULL,
	"image_type" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"read_ms" integer NOT NULL,
	"analyze_ms" integer NOT NULL,
	"ai_ms" integer,
	"total_ms" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_user_created_idx" ON "analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_user_idempotency_uq" ON "analyses" USING btree ("user_id","idempotency_key");
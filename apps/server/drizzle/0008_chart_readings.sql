CREATE TABLE "chart_readings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"image_key" text NOT NULL,
	"image_type" text NOT NULL,
	"image_sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hints" jsonb,
	"accepted" boolean NOT NULL,
	"reason" text,
	"confidence" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "hints" jsonb;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "reading_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "reading_key" text;--> statement-breakpoint
ALTER TABLE "chart_readings" ADD CONSTRAINT "chart_readings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_readings_expires_idx" ON "chart_readings" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_user_reading_key_uq" ON "analyses" USING btree ("user_id","reading_key");
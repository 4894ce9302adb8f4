CREATE TABLE "risk_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account" double precision NOT NULL,
	"risk_percent" double precision,
	"risk_amount" double precision,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "risk_settings" ADD CONSTRAINT "risk_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
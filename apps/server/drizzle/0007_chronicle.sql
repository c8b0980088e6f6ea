CREATE TABLE "chronicles" (
	"day" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

ALTER TABLE "categories" ADD COLUMN "missing_it" boolean GENERATED ALWAYS AS ((btrim(name_en) <> '' and (btrim(name_it) = '' or btrim(name_it) = btrim(name_en)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "missing_en" boolean GENERATED ALWAYS AS ((btrim(name_it) <> '' and btrim(name_en) = '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "missing_it" boolean GENERATED ALWAYS AS ((btrim(name_en) <> '' and (btrim(name_it) = '' or btrim(name_it) = btrim(name_en))) or (btrim(description_en) <> '' and (btrim(description_it) = '' or btrim(description_it) = btrim(description_en)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "missing_en" boolean GENERATED ALWAYS AS ((btrim(name_it) <> '' and btrim(name_en) = '') or (btrim(description_it) <> '' and btrim(description_en) = '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "missing_it" boolean GENERATED ALWAYS AS ((btrim(name_en) <> '' and (btrim(name_it) = '' or btrim(name_it) = btrim(name_en))) or (btrim(description_en) <> '' and (btrim(description_it) = '' or btrim(description_it) = btrim(description_en)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "missing_en" boolean GENERATED ALWAYS AS ((btrim(name_it) <> '' and btrim(name_en) = '') or (btrim(description_it) <> '' and btrim(description_en) = '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "missing_it" boolean GENERATED ALWAYS AS ((btrim(name_en) <> '' and (btrim(name_it) = '' or btrim(name_it) = btrim(name_en))) or (btrim(value_en) <> '' and btrim(value_it) = '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "missing_en" boolean GENERATED ALWAYS AS ((btrim(name_it) <> '' and btrim(name_en) = '') or (btrim(value_it) <> '' and btrim(value_en) = '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_models" ADD COLUMN "missing_it" boolean GENERATED ALWAYS AS ((btrim(name_en) <> '' and btrim(name_it) = '') or (btrim(description_en) <> '' and (btrim(description_it) = '' or btrim(description_it) = btrim(description_en)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_models" ADD COLUMN "missing_en" boolean GENERATED ALWAYS AS ((btrim(name_it) <> '' and btrim(name_en) = '') or (btrim(description_it) <> '' and btrim(description_en) = '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "categories_missing_it_idx" ON "categories" USING btree ("id") WHERE missing_it;--> statement-breakpoint
CREATE INDEX "categories_missing_en_idx" ON "categories" USING btree ("id") WHERE missing_en;--> statement-breakpoint
CREATE INDEX "events_missing_it_idx" ON "events" USING btree ("id") WHERE missing_it;--> statement-breakpoint
CREATE INDEX "events_missing_en_idx" ON "events" USING btree ("id") WHERE missing_en;--> statement-breakpoint
CREATE INDEX "products_missing_it_idx" ON "products" USING btree ("id") WHERE missing_it;--> statement-breakpoint
CREATE INDEX "products_missing_en_idx" ON "products" USING btree ("id") WHERE missing_en;--> statement-breakpoint
CREATE INDEX "properties_missing_it_idx" ON "properties" USING btree ("id") WHERE missing_it;--> statement-breakpoint
CREATE INDEX "properties_missing_en_idx" ON "properties" USING btree ("id") WHERE missing_en;--> statement-breakpoint
CREATE INDEX "rent_models_missing_it_idx" ON "rent_models" USING btree ("id") WHERE missing_it;--> statement-breakpoint
CREATE INDEX "rent_models_missing_en_idx" ON "rent_models" USING btree ("id") WHERE missing_en;
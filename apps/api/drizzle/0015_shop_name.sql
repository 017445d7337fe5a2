-- The shop's name in each language (site setting `shop_name`), for databases seeded before it
-- existed: copied from the company's name into the three languages. A fresh database has no
-- settings yet here; its seed writes the name itself.
INSERT INTO "site_settings" ("key", "value")
SELECT 'shop_name', jsonb_build_object('ro', "value"->>'name', 'en', "value"->>'name', 'ru', "value"->>'name')
FROM "site_settings"
WHERE "key" = 'company' AND coalesce("value"->>'name', '') <> ''
ON CONFLICT ("key") DO NOTHING;

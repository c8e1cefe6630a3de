ALTER TABLE "mail_outbox" ADD COLUMN "link_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 048: an upgraded install keeps no live link in the outbox. Every sign-in or reset
-- link already stored (text, html, error) is replaced by what new rows show in its place.
UPDATE "mail_outbox" SET
  "link_hidden" = true,
  "text" = regexp_replace("text", 'https?://[^[:space:]"''<>]*(magic-link/verify|reset-password)[?]token=[^[:space:]"''<>]*', '[link sent, hidden]', 'g'),
  "html" = regexp_replace("html", 'https?://[^[:space:]"''<>]*(magic-link/verify|reset-password)[?]token=[^[:space:]"''<>]*', '[link sent, hidden]', 'g'),
  "error" = regexp_replace("error", 'https?://[^[:space:]"''<>]*(magic-link/verify|reset-password)[?]token=[^[:space:]"''<>]*', '[link sent, hidden]', 'g')
WHERE "kind" IN ('magic_link', 'password_reset')
  OR "text" ~ '(magic-link/verify|reset-password)[?]token='
  OR "html" ~ '(magic-link/verify|reset-password)[?]token='
  OR "error" ~ '(magic-link/verify|reset-password)[?]token=';--> statement-breakpoint
-- Whatever token is left in a link mail (a link written some other way) goes too.
UPDATE "mail_outbox" SET
  "text" = regexp_replace("text", 'token=[^[:space:]"''<>&]+', 'token=[hidden]', 'g'),
  "html" = regexp_replace("html", 'token=[^[:space:]"''<>&]+', 'token=[hidden]', 'g'),
  "error" = regexp_replace("error", 'token=[^[:space:]"''<>&]+', 'token=[hidden]', 'g')
WHERE "kind" IN ('magic_link', 'password_reset');

-- Kindred's personal-details report filed on held sends alone (the warning held each, none was
-- delivered) has a reason of its own: "Shared personal details after the warning" read as if
-- something had been shared. Reports filed before it with the old reason that keep held sends and
-- whose person made no confirmed send in that chat read as the new ones do
-- (messages/personal-detail-shares.ts). One whose chat's messages are gone (retention) keeps its
-- reason: nothing is left to tell which it was.
UPDATE "reports" SET "reason" = 'Kept trying to share or ask for personal details; the warning held each message (automatic report)'
WHERE "reporter_id" IS NULL
  AND "reason" = 'Shared personal details after the warning (automatic report)'
  AND EXISTS (
    SELECT 1 FROM "refused_messages" AS "held"
    WHERE "held"."report_id" = "reports"."id" AND "held"."kind" = 'held'
  )
  AND NOT EXISTS (
    SELECT 1 FROM "personal_detail_shares" AS "shares"
    WHERE "shares"."chat_id" = "reports"."chat_id" AND "shares"."sender_id" = "reports"."reported_id"
  );

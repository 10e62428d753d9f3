-- A PDF is compressed already: PostgreSQL's pglz tried each upload anyway, gave up, and cost a 3.8 MB
-- upload 50-100 ms of the intake's transaction. EXTERNAL stores the bytes out of line, uncompressed.
-- (Drizzle's schema has no column storage; deck-files.ts notes it.)
ALTER TABLE "deck_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;

-- The maintenance table names its vendor column as code inside does (`vendor`); the wire's name
-- for it (`vassalage`) stays at the calls' boundary (src/shared/games/wire-names.ts).
ALTER TABLE game_vendor_maintenance RENAME COLUMN vassalage TO vendor;

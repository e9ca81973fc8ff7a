-- An attempt's id is its permalink, never given out again. An identity column draws from
-- a sequence, which never goes back (not even for a rolled-back insert), so PostgreSQL
-- needs nothing here; SQLite's step rebuilds the table with AUTOINCREMENT.
SELECT 1;

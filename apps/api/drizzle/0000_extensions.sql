-- Trigram similarity for search that forgives a typo (PGlite ships pg_trgm as an extension;
-- Debian's PostgreSQL has it in the server package).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

/** The analytics tables (DATA_DIR/analytics.sqlite): aggregates only, nothing identifying. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS daily_totals (day TEXT PRIMARY KEY, pageviews INTEGER NOT NULL,
  visitors INTEGER NOT NULL, contact INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS daily_pages (day TEXT NOT NULL, path TEXT NOT NULL,
  pageviews INTEGER NOT NULL, visitors INTEGER NOT NULL, PRIMARY KEY (day, path)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS daily_dimensions (day TEXT NOT NULL, kind TEXT NOT NULL,
  key TEXT NOT NULL, pageviews INTEGER NOT NULL, PRIMARY KEY (day, kind, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS hourly_totals (hour TEXT PRIMARY KEY, pageviews INTEGER NOT NULL,
  visitors INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS hourly_pages (hour TEXT NOT NULL, path TEXT NOT NULL,
  pageviews INTEGER NOT NULL, PRIMARY KEY (hour, path)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visitor_hashes (day TEXT NOT NULL, seen TEXT NOT NULL,
  PRIMARY KEY (day, seen)) WITHOUT ROWID;
`

/** The dimensions counted per day besides pages: their `kind` in daily_dimensions. */
export type Dimension = 'referrer' | 'campaign' | 'lang' | 'screen'

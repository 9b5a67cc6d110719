import type { BenchDatabase } from './benchDatabase.js';

/** The few SQL expressions the two databases write differently. Numbers given never exceed `width` digits. */
export interface Forms {
  hex(value: string, width: number): string;
  padded(value: string, width: number): string;
  isoTime(unixSeconds: string): string;
}

export const FORMS: Record<BenchDatabase['dialect'], Forms> = {
  sqlite: {
    hex: (value, width) => `printf('%0${width}x', ${value})`,
    padded: (value, width) => `printf('%0${width}d', ${value})`,
    isoTime: (seconds) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
  },
  postgres: {
    hex: (value, width) => `lpad(to_hex(${value}), ${width}, '0')`,
    padded: (value, width) => `lpad((${value})::text, ${width}, '0')`,
    isoTime: (seconds) => `to_char(to_timestamp(${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
};

/**
 * Tops the seeded sales records up to `target` proposals and quotes with set-based inserts (a
 * recursive counter), spread over two years and every customer, so lists, searches and counters
 * run against the full volume (of one line: motor unless told). The rows go through the tables' own triggers and indexes.
 */
export async function topUpSalesRecords(db: BenchDatabase, target: { proposals: number; quotes: number; companies: number; line?: 'motor' | 'health' }): Promise<{ proposals: number; quotes: number }> {
  const line = target.line ?? 'motor';
  const f = FORMS[db.dialect];
  const count = async (table: string) => Number((await db.sample<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  // Seeded refs are zero-padded, so the greatest is the newest.
  const lastNumber = async (table: string) => Number(/(\d+)$/.exec((await db.sample<{ ref: string | null }>(`SELECT max(ref) AS ref FROM ${table}`))[0]!.ref ?? '')?.[1] ?? 0);
  const customers = await count('customers');
  const start = Math.floor(Date.now() / 1000) - 2 * 365 * 86_400;
  const missingProposals = Math.max(0, target.proposals - Number((await db.sample<{ n: number | string }>(`SELECT count(*) AS n FROM proposals WHERE line = '${line}'`))[0]!.n));
  // Proposal refs continue the seeded series, so the server's next ref stays unique.
  const firstProposal = await lastNumber('proposals');
  const firstQuote = await lastNumber('quotes');
  const at = (offset: string) => f.isoTime(`${start} + i * 300${offset}`);
  await db.execute(`
    WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < ${missingProposals})
    INSERT INTO proposals (id, ref, line, customer_id, source, car, value_fils, status, expires_at, created_at, updated_at)
    SELECT ${f.hex(`${start} + i * 300`, 8)} || ${f.hex('i', 16)}, 'PRO-' || ${f.padded(`${firstProposal} + i`, 6)}, '${line}', c.id,
      CASE i % 4 WHEN 0 THEN 'Social Media' WHEN 1 THEN 'Website' WHEN 2 THEN 'Friend Referral' ELSE 'Tasheel' END,
      ${line === 'motor' ? "CASE i % 5 WHEN 0 THEN '2022 Toyota Camry' WHEN 1 THEN '2021 Nissan Patrol' WHEN 2 THEN '2023 Kia Sportage' WHEN 3 THEN '2020 Lexus LX 600' ELSE '2024 Honda Accord' END" : 'NULL'},
      ${line === 'motor' ? '(40 + i % 300) * 100000' : 'NULL'},
      CASE i % 6 WHEN 0 THEN 'Un Attended' WHEN 1 THEN 'Quote generated' WHEN 2 THEN 'Customer contacted' WHEN 3 THEN 'Lost' WHEN 4 THEN 'Under Process' ELSE 'Document Requested' END,
      ${at(' + 30 * 86400')}, ${at('')}, ${at('')}
    FROM n JOIN customers c ON c.seq = 1 + (i % ${customers})
  `);
  const missingQuotes = Math.max(0, target.quotes - (await count('quotes')));
  const perProposal = Math.ceil(missingQuotes / Math.max(1, missingProposals));
  // The added quotes are numbered on from the seeded ones in a series of their own (BLK-…): on
  // PostgreSQL the server reads its next ref as the greatest ref by text, where QUO-1000000 sorts
  // below QUO-999999, so a millionth QUO ref would make every later generation draw one that exists.
  await db.execute(`
    WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < ${perProposal}),
    companies AS (SELECT row_number() OVER (ORDER BY seq) - 1 AS n, company_name FROM insurance_companies)
    INSERT INTO quotes (id, ref, proposal_id, customer_id, company_name, plan_name, price_fils, total_fils, status, expires_at, created_at, updated_at)
    SELECT substr(p.id, 1, 20) || ${f.hex('j', 4)}, 'BLK-' || ${f.padded(`${firstQuote} + row_number() OVER (ORDER BY p.ref, j)`, 7)}, p.id, p.customer_id, co.company_name,
      CASE j % 2 WHEN 0 THEN 'Third Party' ELSE 'Comprehensive' END, p.value_fils / 40 + j * 1000, (p.value_fils / 40 + j * 1000) * 105 / 100,
      'offered', p.expires_at, p.created_at, p.created_at
    FROM proposals p CROSS JOIN k JOIN companies co ON co.n = (j + CAST(substr(p.ref, 5) AS INTEGER)) % ${target.companies}
    WHERE p.ref > 'PRO-${String(firstProposal).padStart(6, '0')}'
    ORDER BY p.ref, j
    LIMIT ${missingQuotes}
  `);
  await db.settle();
  return { proposals: await count('proposals'), quotes: await count('quotes') };
}

#!/usr/bin/env bash
# Electronegativity over electron/: fails on any finding above LOW unless .ci/electronegativity-accepted.txt
# lists it ("CHECK_ID path: reason", path relative to the repository, N/A for global checks) with a reason.
# The tool exits 0 even with findings, so this reads its CSV. Offline it prints a harmless
# "Something went wrong while fetching Electron's releases" error.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p reports
csv=reports/electronegativity.csv
# Electronegativity 1.10.3 writes the CSV header ('w') and the rows ('a') concurrently, so the header
# often overwrites the start of the first finding. Writing into a FIFO instead loses nothing (a pipe
# has no position to overwrite); the header line is then dropped from wherever it landed.
capture=$(mktemp)
rm -f "$csv"
mkfifo "$csv"
cat "$csv" > "$capture" &
reader=$!
status=0
npx -y @doyensec/electronegativity@1.10.3 -i electron -o "$csv" -e 45.4.1 || status=$?
# If the tool never opened the pipe, open it once so the reader sees its end.
if kill -0 "$reader" 2>/dev/null; then timeout 5 bash -c ": > '$csv'" || true; fi
wait "$reader" || true
rm -f "$csv"
node -e '
  const fs = require("node:fs");
  const header = "issue, severity, confidence, filename, location, sample, description, url";
  const text = fs.readFileSync(process.argv[1], "utf8").replace(/\r\n/g, "\n");
  const at = text.indexOf(header + "\n");
  const rows = at === -1 ? text : text.slice(0, at) + text.slice(at + header.length + 1);
  fs.writeFileSync(process.argv[2], header + "\n" + rows);
' "$capture" "$csv"
rm -f "$capture"
if [ "$status" -ne 0 ]; then echo "electronegativity exited with $status" >&2; exit "$status"; fi

node - "$PWD" "$csv" .ci/electronegativity-accepted.txt <<'NODE'
const fs = require('node:fs');
const [root, csvPath, acceptedPath] = process.argv.slice(2);

function parseCsv(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 1; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

if (!fs.existsSync(csvPath)) { console.error(`electronegativity: no report at ${csvPath}`); process.exit(1); }
const SEVERITIES = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
const findings = [];
for (const row of parseCsv(fs.readFileSync(csvPath, 'utf8'))) {
  const url = row[row.length - 1].trim();
  const id = /\/wiki\/([A-Z0-9_]+)$/.exec(url)?.[1];
  if (!id) continue; // the header
  // Should a row still come out damaged (see above), it keeps its check id (in the URL) but not its
  // severity or file: it then counts as above LOW.
  const intact = row.length === 8 && row[0].trim() === id;
  const severity = intact ? row[1].trim() : 'UNKNOWN';
  const file = intact ? (row[3].trim() === 'N/A' ? 'N/A' : row[3].trim().replace(`${root}/`, '')) : 'N/A';
  findings.push({ id, severity, file, location: intact ? row[4].trim() : '?', description: intact ? row[6].trim() : '(row damaged by the tool)' });
}

const accepted = new Map();
for (const [n, line] of fs.readFileSync(acceptedPath, 'utf8').split('\n').entries()) {
  if (!line.trim() || line.trim().startsWith('#')) continue;
  const match = /^([A-Z0-9_]+)\s+(\S+):\s*(.{10,})$/.exec(line.trim());
  if (!match) { console.error(`${acceptedPath}:${n + 1}: expected "CHECK_ID path: reason (at least 10 characters)"`); process.exit(1); }
  accepted.set(`${match[1]} ${match[2]}`, match[3]);
}

let failures = 0;
for (const f of findings) {
  const rank = SEVERITIES.indexOf(f.severity);
  const above = rank === -1 || rank > SEVERITIES.indexOf('LOW');
  const reason = accepted.get(`${f.id} ${f.file}`);
  const where = `${f.file}${f.location !== '?' ? `:${f.location}` : ''}`;
  if (!above) console.log(`  ok       ${f.severity.padEnd(13)} ${f.id} ${where}`);
  else if (reason) console.log(`  accepted ${f.severity.padEnd(13)} ${f.id} ${where} — ${reason}`);
  else { failures += 1; console.log(`  FAIL     ${f.severity.padEnd(13)} ${f.id} ${where}: ${f.description}`); }
}
console.log(`electronegativity: ${findings.length} finding(s), ${failures} above LOW without an accepted reason`);
process.exit(failures ? 1 : 0);
NODE

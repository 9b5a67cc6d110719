import { describe, expect, it } from 'vitest';
import { choice, date, decimal, flag, group, image, integer, money, reference, richText, snakeCase, text } from './fields.js';
import { defineResource, filterKeysOf, sortFieldsOf } from './resource.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("the kit's fields", () => {
  it('a required text trims, refuses a blank, and takes exactly its maximum', () => {
    const name = text({ label: 'Name', max: 5, required: true });
    expect(name.input.parse('  Ali  ')).toBe('Ali');
    expect(messages(name.input.safeParse('   '))).toEqual(['Name is required']);
    expect(name.input.safeParse('abcde').success).toBe(true);
    expect(messages(name.input.safeParse('abcdef'))).toEqual(['Name is at most 5 characters']);
  });

  it('an optional text may be null or absent, and keeps its pattern', () => {
    const code = text({ label: 'Code', max: 10, pattern: { regex: /^[a-z]+$/, message: 'Letters only' } });
    expect(code.input.parse(undefined)).toBeUndefined();
    expect(code.input.parse(null)).toBeNull();
    expect(messages(code.input.safeParse('a1'))).toEqual(['Letters only']);
    expect(code.required).toBe(false);
  });

  it('a whole number takes its bounds and refuses one past each, and fractions', () => {
    const order = integer({ label: 'Order', min: 0, max: 10, default: 3 });
    expect(order.input.parse(undefined)).toBe(3);
    expect(order.input.parse('0')).toBe(0);
    expect(order.input.parse(10)).toBe(10);
    expect(messages(order.input.safeParse(-1))).toEqual(['Order is at least 0']);
    expect(messages(order.input.safeParse(11))).toEqual(['Order is at most 10']);
    expect(messages(order.input.safeParse(1.5))).toEqual(['Order must be a whole number']);
  });

  it('a whole number without a default may be null or absent, and keeps its bounds', () => {
    const upTo = integer({ label: 'Salary to', min: 0, max: 100, required: false });
    expect(upTo.input.parse(null)).toBeNull();
    expect(upTo.input.parse(undefined)).toBeUndefined();
    expect(upTo.input.parse(100)).toBe(100);
    expect(messages(upTo.input.safeParse(101))).toEqual(['Salary to is at most 100']);
    expect(upTo.output.parse(null)).toBeNull();
  });

  it('a decimal takes its bounds and fractions between them, and refuses one past each or a non-number', () => {
    const rate = decimal({ label: 'Rate', min: 0, max: 100 });
    expect(rate.input.parse(0)).toBe(0);
    expect(rate.input.parse(12.5)).toBe(12.5);
    expect(rate.input.parse(100)).toBe(100);
    expect(messages(rate.input.safeParse(-0.01))).toEqual(['Rate is at least 0']);
    expect(messages(rate.input.safeParse(100.01))).toEqual(['Rate is at most 100']);
    expect(messages(rate.input.safeParse('5'))).toEqual(['Rate must be a number']);
    expect(rate.required).toBe(true);
  });

  it('a date is a calendar day; a full ISO time is taken as its day; an impossible day or other text is refused', () => {
    const expiry = date({ label: 'Expiry date', required: true });
    expect(expiry.input.parse('2026-02-28')).toBe('2026-02-28');
    expect(expiry.input.parse('2026-12-31T19:59:59.999Z')).toBe('2026-12-31');
    expect(messages(expiry.input.safeParse('2026-02-29'))).toEqual(['Expiry date must be a date (yyyy-MM-dd)']);
    expect(messages(expiry.input.safeParse('31/12/2026'))).toEqual(['Expiry date must be a date (yyyy-MM-dd)']);
    expect(messages(expiry.input.safeParse(''))).toEqual(['Expiry date must be a date (yyyy-MM-dd)']);
    const optional = date({ label: 'Start date' });
    expect(optional.input.parse(null)).toBeNull();
    expect(optional.input.parse(undefined)).toBeUndefined();
  });

  it('money is whole fils from 1 to its maximum in AED', () => {
    const price = money({ label: 'Price', maxAed: 100 });
    expect(price.input.parse(1)).toBe(1);
    expect(price.input.parse(10_000)).toBe(10_000);
    expect(messages(price.input.safeParse(0))).toEqual(['Price must be more than 0']);
    expect(messages(price.input.safeParse(10_001))).toEqual(['Price is at most AED 100']);
    expect(messages(price.input.safeParse(1.5))).toEqual(['Price must be whole fils']);
    expect(messages(price.input.safeParse('5'))).toEqual(['Price must be an amount']);
  });

  it('a flag and a choice have their defaults and refuse other values by name', () => {
    const active = flag({ label: 'Active', default: true });
    expect(active.input.parse(undefined)).toBe(true);
    expect(messages(active.input.safeParse('yes'))).toEqual(['Active must be on or off']);
    const kind = choice({ label: 'Kind', choices: [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }], default: 'b' });
    expect(kind.input.parse(undefined)).toBe('b');
    expect(messages(kind.input.safeParse('c'))).toEqual(['Kind must be one of: Alpha, Beta']);
  });

  it('rich text with no words is blank; an image is never part of a body', () => {
    const body = richText({ label: 'Body', max: 100, required: true });
    expect(messages(body.input.safeParse('<p></p>'))).toEqual(['Body is required']);
    expect(messages(body.input.safeParse('<p> </p><br>'))).toEqual(['Body is required']);
    expect(body.input.safeParse('<p>x</p>').success).toBe(true);
    expect(image({ label: 'Icon' }).input.safeParse('anything').success).toBe(false);
  });

  it('names columns in snake_case', () => {
    expect(snakeCase('additionalChargeFils')).toBe('additional_charge_fils');
    expect(snakeCase('name')).toBe('name');
  });
});

describe('defineResource', () => {
  const resource = defineResource({
    name: 'things', module: 'product', singular: 'thing', plural: 'things', pageSize: 7, removal: 'hard',
    fields: {
      name: text({ label: 'Name', max: 20, required: true, list: true }),
      kind: choice({ label: 'Kind', choices: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], default: 'a', filter: true }),
      on: flag({ label: 'On', default: false, filter: true }),
      parentId: reference({ label: 'Parent', table: 'things', nameColumn: 'name', nameKey: 'parentName' }),
      picture: image({ label: 'Picture' }),
    },
    sort: { fields: ['name'], default: 'name', direction: 'asc' },
    refine: (values) => (values.kind === 'b' && values.on === true ? [{ field: 'on', message: 'A B is never on' }] : []),
    routes: { list: 'GET /api/things', get: 'GET /api/things/{id}', create: 'POST /api/things', images: 'POST /api/things/{id}/images' },
  });

  it('declares the endpoints it has routes for, with their permissions', () => {
    expect(Object.keys(resource.contract).sort()).toEqual(['create', 'get', 'image', 'list', 'uploadImage']);
    expect(resource.contract.create).toMatchObject({ method: 'POST', path: '/api/things', permission: 'product.create' });
    expect(resource.contract.uploadImage).toMatchObject({ method: 'POST', path: '/api/things/{id}/images/{field}', multipart: true, permission: 'product.update' });
    expect(resource.contract.image).toMatchObject({ method: 'GET', path: '/api/things/{id}/images/{field}', permission: 'product.read' });
  });

  it('pages, sorts and filters by what it declares', () => {
    expect(resource.schemas.listQuery.parse({})).toMatchObject({ page: 1, size: 7, sortField: 'name', sortDirection: 'asc' });
    expect(resource.schemas.listQuery.safeParse({ sortField: 'kind' }).success).toBe(false);
    expect(resource.schemas.listQuery.parse({ on: 'false', kind: 'b' })).toMatchObject({ on: false, kind: 'b' });
    expect(resource.schemas.listQuery.safeParse({ size: 101 }).success).toBe(false);
    expect(sortFieldsOf(resource.options)).toEqual(['createdAt', 'name']);
    expect(filterKeysOf(resource.fields)).toEqual(['kind', 'on']);
  });

  it('checks its rule between fields on a new record, naming the field', () => {
    const broken = resource.schemas.input.safeParse({ name: 'x', kind: 'b', on: true });
    expect(broken.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['on', 'A B is never on']]);
    expect(resource.schemas.input.safeParse({ name: 'x', kind: 'b', on: false }).success).toBe(true);
    expect(Object.keys(resource.schemas.input.shape)).not.toContain('picture');
    expect(resource.schemas.record.shape).toHaveProperty('parentName');
  });

  it('a repeated group takes between min and max entries, and names the entry and field of each break', () => {
    const places = group({ label: 'Locations', min: 1, max: 2, item: { location: text({ label: 'Location', max: 20, required: true }), url: text({ label: 'Map url', max: 40, required: true, pattern: { regex: /^https:/, message: 'Map url must be https' } }) } });
    expect(places.required).toBe(true);
    expect(places.input.parse([{ location: ' JLT ', url: 'https://x' }])).toEqual([{ location: 'JLT', url: 'https://x' }]);
    expect(messages(places.input.safeParse([]))).toEqual(['Locations: add at least 1']);
    expect(messages(places.input.safeParse([1, 2, 3].map(() => ({ location: 'a', url: 'https://x' }))))).toEqual(['Locations: at most 2']);
    const broken = places.input.safeParse([{ location: 'a', url: 'https://x' }, { url: 'http://x' }]);
    expect(broken.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['1.location', 'Location is required'], ['1.url', 'Map url must be https']]);
    expect(places.output.parse([{ location: 'a', url: 'b' }])).toEqual([{ location: 'a', url: 'b' }]);
  });

  it('a required reference refuses an absent or blank id; an optional one takes null', () => {
    const category = reference({ label: 'Category', required: true, table: 'club_categories', nameColumn: 'title', nameKey: 'categoryName' });
    expect(category.required).toBe(true);
    expect(messages(category.input.safeParse(undefined))).toEqual(['Category is required']);
    expect(messages(category.input.safeParse(' '))).toEqual(['Category is required']);
    expect(reference({ label: 'Parent', table: 'menus', nameColumn: 'name', nameKey: 'parentName' }).input.parse(null)).toBeNull();
  });

  it('an optional amount may be null or absent; a required one is still needed', () => {
    const cap = money({ label: 'Maximum discount', maxAed: 10, required: false });
    expect(cap.input.parse(null)).toBeNull();
    expect(cap.input.parse(undefined)).toBeUndefined();
    expect(messages(cap.input.safeParse(0))).toEqual(['Maximum discount must be more than 0']);
    expect(money({ label: 'Price', maxAed: 10 }).input.safeParse(undefined).success).toBe(false);
  });

  it('an amount with a default is that default when left out, and keeps its rule when given', () => {
    const maternity = money({ label: 'Maternity premium', maxAed: 10, zero: true, default: 0 });
    expect(maternity.input.parse(undefined)).toBe(0);
    expect(maternity.input.parse(500)).toBe(500);
    expect(messages(maternity.input.safeParse(-1))).toEqual(['Maternity premium must be 0 or more']);
    expect(maternity.required).toBe(false);
  });

  it('a text may be stored upper-cased, and an absent required text is "required"', () => {
    const code = text({ label: 'Code', max: 4, required: true, upperCase: true, pattern: { regex: /^[A-Z0-9]{4}$/, message: 'Four letters or digits' } });
    expect(code.input.parse(' ab12 ')).toBe('AB12');
    expect(messages(code.input.safeParse('ab1'))).toEqual(['Four letters or digits']);
    expect(messages(code.input.safeParse(undefined))).toEqual(['Code is required']);
    expect(messages(code.input.safeParse(12))).toEqual(['Code must be text']);
  });

  it("a child resource's list takes its parent's id from the path", () => {
    const offers = defineResource({
      name: 'offers', module: 'partner', singular: 'offer', plural: 'offers', pageSize: 5, removal: 'hard',
      fields: { title: text({ label: 'Title', max: 20, required: true }), partner: reference({ label: 'Partner', required: true, table: 'partners', nameColumn: 'company_name', nameKey: 'partnerName' }) },
      sort: { fields: [], default: 'createdAt', direction: 'desc' },
      parent: { field: 'partner', param: 'partnerId' },
      routes: { list: 'GET /api/offers/{partnerId}/all', get: 'GET /api/offers/{id}' },
    });
    expect(offers.contract.list.summary).toBe('List the offers of a partner');
    expect((offers.contract.list as { params?: { parse: (value: unknown) => unknown } }).params?.parse({ partnerId: 'p1' })).toEqual({ partnerId: 'p1' });
    expect(offers.schemas.record.shape.partnerName).toBeDefined();
  });
});

describe('kit extensions of the corporate customers (issue 15)', () => {
  const rows = group({
    label: 'Rows', min: 0, max: 3,
    item: {
      insurer: text({ label: 'Insurer', max: 20, required: true }),
      renewal: date({ label: 'Renewal', required: true }),
      cars: integer({ label: 'Cars', min: 1, max: 9, default: 1 }),
      status: choice({ label: 'Status', choices: [{ value: 'Lost', label: 'Lost' }, { value: 'Quoting', label: 'Quoting' }] as const, default: 'Quoting' }),
    },
  });
  const resource = defineResource({
    name: 'accounts', module: 'corporateCustomer', singular: 'account', plural: 'accounts', pageSize: 10, removal: 'soft', listFilters: 'body',
    fields: {
      name: text({ label: 'Name', max: 20, required: true }),
      fleet: flag({ label: 'Fleet', default: false }),
      health: flag({ label: 'Health', default: false }),
      agent: reference({ label: 'Agent', table: 'accounts', nameColumn: 'full_name', nameKey: 'agentName', filter: true }),
      rows,
    },
    flagFilters: { line: { label: 'Line', flags: ['fleet', 'health'] } },
    sort: { fields: [], default: 'createdAt', direction: 'desc' },
    routes: { list: 'POST /api/accounts/list', get: 'GET /api/accounts/{id}' },
    refine: (values) => (values.fleet === true && (values.rows as unknown[]).length === 0 ? [{ field: 'rows.0.insurer', message: 'Fleet needs a row' }] : []),
  });

  it("a group's entries hold choices, days and whole numbers, each with its defaults and rules, and an empty group may be left out", () => {
    expect(rows.input.parse(undefined)).toEqual([]);
    expect(rows.input.parse([{ insurer: 'AXA', renewal: '2027-01-31T20:00:00.000Z' }])).toEqual([{ insurer: 'AXA', renewal: '2027-01-31', cars: 1, status: 'Quoting' }]);
    // An optional field left out of an entry is null, as the record's response schema expects.
    const withBroker = group({ label: 'Rows', min: 0, max: 3, item: { insurer: text({ label: 'Insurer', max: 20, required: true }), broker: text({ label: 'Broker', max: 20 }) } });
    const entries = withBroker.input.parse([{ insurer: 'AXA' }, { insurer: 'GIG', broker: 'Falcon' }]);
    expect(entries).toEqual([{ insurer: 'AXA', broker: null }, { insurer: 'GIG', broker: 'Falcon' }]);
    expect(withBroker.output.parse(entries)).toEqual(entries);
    const refused = rows.input.safeParse([{ insurer: 'AXA', renewal: '2027-02-30', cars: 10, status: 'Won' }]);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.renewal', '0.cars', '0.status']);
  });

  it("a POST list takes its filters in the body (a reference's id, one of the flag filter's flags), the paging in the query", () => {
    const list = resource.contract.list;
    expect(list.body!.parse({})).toEqual({});
    expect(list.body!.parse({ agent: 'a1', line: 'health' })).toEqual({ agent: 'a1', line: 'health' });
    expect(messages(list.body!.safeParse({ line: 'name' }))).toEqual(['Line must be one of: Fleet, Health']);
    expect(list.query.parse({ line: 'health', agent: 'a1' })).not.toHaveProperty('line');
    expect(filterKeysOf(resource.fields)).toEqual(['agent']);
  });

  it("a rule between fields may name one field of a group's entry", () => {
    const result = resource.schemas.input.safeParse({ name: 'Falcon', fleet: true });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['rows', 0, 'insurer'], 'Fleet needs a row']]);
  });
});

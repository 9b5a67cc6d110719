import type { Insertable } from 'kysely';
import type { Emirate } from '../../shared/domain/emirates.js';
import type { Db } from '../db/database.js';
import type { CompanyGaragesTable, GaragesTable } from '../db/schema.js';
import { COMMUNITIES } from './demoNames.js';
import { createRandom } from './random.js';

/** The garages the demo lists, spread over the emirates by their share of cars. */
export const DEMO_GARAGES = 200;

const AREAS: Record<Emirate, readonly string[]> = {
  'Abu Dhabi': ['Musaffah', 'Mussafah M-13', 'Al Mafraq', 'Mohammed Bin Zayed City', 'Al Ain Sanaiya'],
  Ajman: ['Al Jurf Industrial', 'New Industrial Area', 'Al Nuaimiya'],
  Dubai: ['Al Quoz Industrial 3', 'Al Quoz Industrial 4', 'Ras Al Khor', 'Umm Ramool', 'Al Qusais Industrial', 'Jebel Ali Industrial', 'Dubai Investments Park'],
  Fujairah: ['Fujairah Industrial Area', 'Dibba Industrial'],
  'Ras Al Khaimah': ['Al Hamra Industrial', 'Al Jazeera Al Hamra', 'Khuzam'],
  Sharjah: ['Industrial Area 2', 'Industrial Area 5', 'Industrial Area 10', 'Al Sajaa'],
  'Umm Al Quwain': ['Umm Al Thuoob Industrial', 'Al Salama'],
};
const SHARE: ReadonlyArray<readonly [Emirate, number]> = [['Dubai', 40], ['Abu Dhabi', 25], ['Sharjah', 15], ['Ajman', 7], ['Ras Al Khaimah', 6], ['Fujairah', 4], ['Umm Al Quwain', 3]];
const LANDLINE_CODE: Record<Emirate, string> = { 'Abu Dhabi': '2', Ajman: '6', Dubai: '4', Fujairah: '9', 'Ras Al Khaimah': '7', Sharjah: '6', 'Umm Al Quwain': '6' };
const MAKES = ['Toyota', 'Nissan', 'Lexus', 'Mitsubishi', 'Honda', 'Hyundai', 'Kia', 'Ford', 'Chevrolet', 'GMC', 'BMW', 'Mercedes-Benz', 'Audi', 'Land Rover', 'Porsche'];
const AGENCIES = ['Al Futtaim', 'Arabian Automobiles', 'Al Tayer', 'Juma Al Majid', 'Galadari', 'Al Nabooda', 'Trading Enterprises', 'Gargash', 'AGMC', 'Al Rostamani'];
const WORKSHOPS = ['Auto Repair', 'Car Care', 'Motors Workshop', 'Auto Garage', 'Body Shop', 'Auto Service Centre'];
const PREFIXES = ['Al Safa', 'Golden Wheel', 'Royal', 'Emirates', 'Star', 'Falcon', 'Desert', 'Blue Line', 'Gulf', 'Crown', 'Prime', 'Al Noor', 'Speed', 'City', 'Oasis'];

/**
 * `DEMO_GARAGES` garages over the emirates (about one in five a make's agency workshop, one in
 * twelve inactive) and each insurer's network: a random third to two thirds of them.
 */
export async function seedGaragesDemo(db: Db, options: { seed: number; now: Date }): Promise<number> {
  const random = createRandom(options.seed + 28);
  const at = options.now.toISOString();
  const names = new Set<string>();
  const garages: Array<Insertable<GaragesTable>> = [];
  for (let index = 0; index < DEMO_GARAGES; index++) {
    const emirate = random.weighted(SHARE);
    const agency = random.chance(0.2);
    const area = random.pick(AREAS[emirate]);
    const make = random.pick(MAKES);
    let name = agency ? `${random.pick(AGENCIES)} ${make} Service Centre` : `${random.pick(PREFIXES)} ${random.pick(WORKSHOPS)}`;
    // A chain's second workshop in one emirate is named by its area, as chains name their branches.
    if (names.has(`${name}|${emirate}`)) name = `${name} ${area}`;
    if (names.has(`${name}|${emirate}`)) name = `${name} ${index + 1}`;
    names.add(`${name}|${emirate}`);
    const community = random.pick(COMMUNITIES);
    garages.push({
      id: `demo-garage-${options.seed}-${index}`, name, emirate, area, address: `Plot ${random.int(1, 400)}, ${area}, ${emirate}`,
      phone: random.chance(0.8) ? `0${LANDLINE_CODE[emirate]} ${random.digits(3)} ${random.digits(4)}` : `05${random.pick(['0', '2', '5', '6'])} ${random.digits(3)} ${random.digits(4)}`,
      email: random.chance(0.7) ? `service${index + 1}@garage${index + 1}.ae` : null,
      contact_person: `${random.pick(community.maleFirst)} ${random.pick(community.last)}`,
      agency: agency ? 'agency' : 'nonagency', makes_served: agency ? make : [...new Set([random.pick(MAKES), random.pick(MAKES), random.pick(MAKES)])].join(', '),
      google_maps_url: random.chance(0.5) ? `https://maps.app.goo.gl/${random.hex(10)}` : null,
      is_active: random.chance(1 / 12) ? 0 : 1, created_at: at, updated_at: at, removed_at: null,
    });
  }
  await db.insertInto('garages').values(garages).execute();
  const insurers = await db.selectFrom('insurance_companies').select('id').orderBy('seq').execute();
  for (const insurer of insurers) {
    const share = random.int(33, 66) / 100;
    const network: Array<Insertable<CompanyGaragesTable>> = garages.filter(() => random.chance(share)).map((garage) => ({ company_id: insurer.id, garage_id: garage.id, created_at: at }));
    if (network.length > 0) await db.insertInto('company_garages').values(network).execute();
  }
  return garages.length;
}

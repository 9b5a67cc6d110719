import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp, { type OverlayOptions } from 'sharp';
import { EMIRATES } from '../../../shared/contract/proposals/index.js';
import type { FieldValues, Owners, ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import { luhnCheckDigit } from '../../../shared/domain/emiratesId.js';
import { vinCheckDigit } from '../../../shared/domain/vin.js';

/**
 * Synthetic scans of every document type, for the accuracy test and the benchmark (never used by
 * the server at run time). Each card is drawn from a seed, so a failing card can be regenerated:
 * made-up but realistic holders (English and Arabic names), Emirates ID numbers with a valid
 * Luhn digit, VINs with a valid check digit, plates, dates in the formats UAE papers use, and a
 * layout that varies in font, size, label style, background, rotation (±2°), noise and blur.
 * Arabic is laid out by Pango through sharp's `text` input, which shapes it; the truth is what
 * the card prints, in the contract's formats.
 */

export interface SyntheticCard {
  type: ScannedDocumentType;
  seed: number;
  png: Buffer;
  /** The same scan as a JPEG (quality 72–90). */
  jpeg: Buffer;
  /** The Latin-script lines printed on the card, for a PDF with a text layer. */
  lines: string[];
  /** The values printed on the card, as the reader should return them. */
  truth: { fields: FieldValues; owners: Owners };
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  digits(count: number): string;
}

/** Mulberry32: small, fast and good enough to vary fixtures. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (probability) => next() < probability,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}

// ---------------------------------------------------------------------------------------------
// Realistic values

const MALE = [
  ['Mohammed', 'محمد'], ['Ahmed', 'أحمد'], ['Ali', 'علي'], ['Omar', 'عمر'], ['Khalid', 'خالد'], ['Hassan', 'حسن'], ['Youssef', 'يوسف'],
  ['Ibrahim', 'إبراهيم'], ['Abdullah', 'عبدالله'], ['Saeed', 'سعيد'], ['Rashid', 'راشد'], ['Sultan', 'سلطان'], ['Hamad', 'حمد'],
  ['Majid', 'ماجد'], ['Tariq', 'طارق'], ['Faisal', 'فيصل'], ['Nasser', 'ناصر'], ['Karim', 'كريم'], ['Salem', 'سالم'], ['Hussein', 'حسين'],
] as const;
const FEMALE = [
  ['Fatima', 'فاطمة'], ['Aisha', 'عائشة'], ['Mariam', 'مريم'], ['Noura', 'نورة'], ['Layla', 'ليلى'], ['Sara', 'سارة'], ['Huda', 'هدى'],
  ['Amna', 'آمنة'], ['Reem', 'ريم'], ['Hessa', 'حصة'],
] as const;
const FAMILY = [
  ['Al Hashimi', 'الهاشمي'], ['Al Mansoori', 'المنصوري'], ['Al Suwaidi', 'السويدي'], ['Al Nuaimi', 'النعيمي'], ['Al Ketbi', 'الكتبي'],
  ['Haddad', 'حداد'], ['Khoury', 'خوري'], ['Saleh', 'صالح'], ['Al Falasi', 'الفلاسي'], ['Al Zaabi', 'الزعابي'], ['Mahmoud', 'محمود'],
  ['Qasim', 'قاسم'], ['Al Shamsi', 'الشامسي'], ['Darwish', 'درويش'], ['Al Marri', 'المري'],
] as const;
/** Expatriate names, written in Arabic as the ICP transliterates them. */
const EXPATRIATES = [
  ['Rajesh', 'راجيش', 'Kumar', 'كومار', 'India', 'IND'], ['Priya', 'بريا', 'Sharma', 'شارما', 'India', 'IND'],
  ['Anil', 'انيل', 'Nair', 'ناير', 'India', 'IND'], ['John', 'جون', 'Smith', 'سميث', 'United Kingdom', 'GBR'],
  ['David', 'ديفيد', 'Thomas', 'توماس', 'United Kingdom', 'GBR'], ['Maria', 'ماريا', 'Santos', 'سانتوس', 'Philippines', 'PHL'],
  ['Jose', 'خوسيه', 'Reyes', 'رييس', 'Philippines', 'PHL'], ['Imran', 'عمران', 'Khan', 'خان', 'Pakistan', 'PAK'],
  ['Asif', 'آصف', 'Iqbal', 'إقبال', 'Pakistan', 'PAK'], ['Rahul', 'راهول', 'Fernandes', 'فرنانديز', 'India', 'IND'],
  ['Nimal', 'نيمال', 'Perera', 'بيريرا', 'Sri Lanka', 'LKA'], ['Rafiq', 'رفيق', 'Hossain', 'حسين', 'Bangladesh', 'BGD'],
] as const;
const ARAB_NATIONALITIES = [
  ['United Arab Emirates', 'ARE'], ['Egypt', 'EGY'], ['Jordan', 'JOR'], ['Lebanon', 'LBN'], ['Syria', 'SYR'], ['Sudan', 'SDN'],
  ['Palestine', 'PSE'], ['Oman', 'OMN'],
] as const;
const OCCUPATIONS = [
  'Sales Manager', 'Accountant', 'Civil Engineer', 'Software Developer', 'Driver', 'Nurse', 'Teacher', 'General Manager',
  'Electrician', 'Marketing Executive', 'Pharmacist', 'Architect', 'Partner', 'Investor', 'Secretary',
];
const EMPLOYERS = [
  'Al Futtaim Motors', 'Emirates Airline', 'Dubai Holding', 'Emaar Properties', 'Majid Al Futtaim', 'Al Ghurair Group',
  'Dubai Electricity and Water Authority', 'Etisalat', 'Aster DM Healthcare', 'Lulu Hypermarket', 'Al Noor Trading LLC',
];
const VEHICLES = [
  ['Toyota', ['JTD', 'JTM', 'JTE'], ['Land Cruiser', 'Camry', 'Corolla', 'Prado', 'Hilux', 'RAV4', 'Yaris', 'Fortuner']],
  ['Nissan', ['JN1', 'JN8'], ['Patrol', 'Altima', 'Sunny', 'X-Trail', 'Kicks', 'Pathfinder']],
  ['Mitsubishi', ['JMB', 'JA4'], ['Pajero', 'Lancer', 'ASX', 'Outlander']],
  ['Honda', ['JHM'], ['Accord', 'Civic', 'CR-V', 'Pilot']],
  ['Hyundai', ['KMH', 'KM8'], ['Elantra', 'Sonata', 'Tucson', 'Santa Fe', 'Accent']],
  ['Kia', ['KNA', 'KND'], ['Sportage', 'Sorento', 'Picanto', 'Cerato']],
  ['BMW', ['WBA'], ['X5', '320i', '530i']],
  ['Mercedes-Benz', ['WDD', 'W1K'], ['C200', 'E300', 'GLE 450', 'S500']],
  ['Ford', ['1FA', '1FM'], ['Explorer', 'Mustang', 'Edge', 'Expedition']],
  ['Chevrolet', ['1G1', '1GN'], ['Tahoe', 'Malibu', 'Silverado', 'Camaro']],
  ['Lexus', ['JTH', 'JTJ'], ['LX 600', 'ES 350', 'RX 350']],
  ['Land Rover', ['SAL'], ['Range Rover', 'Defender', 'Discovery']],
  ['Audi', ['WAU'], ['A6', 'Q7', 'Q5']],
  ['Volkswagen', ['WVW', 'WVG'], ['Golf', 'Tiguan', 'Passat']],
] as const;
const ORIGIN_OF: Record<string, string> = {
  J: 'Japan', K: 'Korea', W: 'Germany', '1': 'United States', S: 'United Kingdom',
};
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Red', 'Blue', 'Pearl White', 'Beige', 'Brown', 'Dark Green'];
const VEHICLE_TYPES = ['Saloon', 'Station Wagon', 'Pick-up', 'Hatchback', 'Coupe', 'SUV'];
const INSURERS = [
  'Orient Insurance PJSC', 'Sukoon Insurance', 'Abu Dhabi National Insurance Company', 'Dubai Insurance Company',
  'Al Ain Ahlia Insurance', 'RSA Insurance', 'Tokio Marine Middle East', 'GIG Gulf', 'Watania Takaful', 'Emirates Insurance Company',
  'Union Insurance', 'Noor Takaful',
];
const BANKS = ['Emirates NBD', 'Abu Dhabi Commercial Bank', 'First Abu Dhabi Bank', 'Mashreq Bank', 'Dubai Islamic Bank', 'RAKBANK', 'Emirates Islamic'];
const COMPANY_WORDS = ['Al Noor', 'Gulf Star', 'Desert Rose', 'Blue Horizon', 'Al Waha', 'Falcon', 'Crescent', 'Pearl Coast', 'Al Bayan', 'Oasis'];
const COMPANY_ARABIC: Record<string, string> = {
  'Al Noor': 'النور', 'Gulf Star': 'نجمة الخليج', 'Desert Rose': 'وردة الصحراء', 'Blue Horizon': 'الأفق الأزرق', 'Al Waha': 'الواحة',
  Falcon: 'الصقر', Crescent: 'الهلال', 'Pearl Coast': 'ساحل اللؤلؤ', 'Al Bayan': 'البيان', Oasis: 'الواحة الخضراء',
};
const BUSINESSES = [
  ['General Trading', 'للتجارة العامة', 'General Trading'], ['Building Contracting', 'للمقاولات', 'Building Contracting'],
  ['Technical Services', 'للخدمات الفنية', 'Technical Services'], ['Restaurant', 'للمطاعم', 'Restaurant'],
  ['Auto Spare Parts Trading', 'لتجارة قطع غيار السيارات', 'Auto Spare Parts Trading'], ['Real Estate Brokerage', 'للوساطة العقارية', 'Real Estate Brokers'],
  ['IT Solutions', 'لحلول تقنية المعلومات', 'Computer Systems and Communication Equipment Software Design'],
] as const;
const LEGAL_FORMS = [
  ['LLC', 'Limited Liability Company'], ['Est.', 'Sole Establishment'], ['FZE', 'Free Zone Establishment'], ['Branch', 'Branch of a Foreign Company'],
] as const;
const AUTHORITIES = [
  'Department of Economy and Tourism', 'Abu Dhabi Department of Economic Development', 'Sharjah Economic Development Department',
  'Ajman Department of Economic Development', 'Ras Al Khaimah Economic Zone', 'Dubai Multi Commodities Centre',
];
const ROLES = ['Partner', 'Manager', 'Owner', 'Partner and Manager'];
const LICENCE_CATEGORIES = ['Light Vehicle', 'Light Vehicle, Motorcycle', 'Light Vehicle, Heavy Vehicle', 'Light Vehicle Automatic', 'Motorcycle, Light Vehicle, Light Bus'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

interface Person {
  fullName: string;
  arabicName: string;
  nationality: string;
  nationalityCode: string;
  male: boolean;
  surname: string;
  givenNames: string;
}

function person(random: Random): Person {
  if (random.chance(0.45)) {
    const [first, firstArabic, last, lastArabic, nationality, code] = random.pick(EXPATRIATES);
    const male = !['Priya', 'Maria'].includes(first);
    return { fullName: `${first} ${last}`, arabicName: `${firstArabic} ${lastArabic}`, nationality, nationalityCode: code, male, surname: last, givenNames: first };
  }
  const male = random.chance(0.7);
  const [first, firstArabic] = random.pick<readonly [string, string]>(male ? MALE : FEMALE);
  const [father, fatherArabic] = random.pick(MALE);
  const [family, familyArabic] = random.pick(FAMILY);
  const [nationality, code] = random.pick(ARAB_NATIONALITIES);
  return {
    fullName: `${first} ${father} ${family}`, arabicName: `${firstArabic} ${fatherArabic} ${familyArabic}`,
    nationality, nationalityCode: code, male, surname: family, givenNames: `${first} ${father}`,
  };
}

interface Day {
  year: number;
  month: number;
  day: number;
}

const iso = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const day = (random: Random, fromYear: number, toYear: number): Day => ({ year: random.int(fromYear, toYear), month: random.int(1, 12), day: random.int(1, 28) });
const addYears = (d: Day, years: number, minusOneDay = false): Day =>
  minusOneDay ? (d.day > 1 ? { year: d.year + years, month: d.month, day: d.day - 1 } : { year: d.year + years, month: d.month, day: 1 }) : { ...d, year: d.year + years };
const addDays = (d: Day, days: number): Day => {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

type DateStyle = 'dd/MM/yyyy' | 'dd-MM-yyyy' | 'dd.MM.yyyy' | 'yyyy-MM-dd' | 'd MMM yyyy';

function formatDate(d: Day, style: DateStyle): string {
  const dd = String(d.day).padStart(2, '0');
  const mm = String(d.month).padStart(2, '0');
  switch (style) {
    case 'dd/MM/yyyy': return `${dd}/${mm}/${d.year}`;
    case 'dd-MM-yyyy': return `${dd}-${mm}-${d.year}`;
    case 'dd.MM.yyyy': return `${dd}.${mm}.${d.year}`;
    case 'yyyy-MM-dd': return iso(d);
    case 'd MMM yyyy': return `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
  }
}

function dateStyle(random: Random): DateStyle {
  const roll = random.next();
  if (roll < 0.55) return 'dd/MM/yyyy';
  if (roll < 0.7) return 'dd-MM-yyyy';
  if (roll < 0.8) return 'dd.MM.yyyy';
  if (roll < 0.9) return 'yyyy-MM-dd';
  return 'd MMM yyyy';
}

function emiratesId(random: Random, birthYear: number): string {
  const year = random.chance(0.8) ? birthYear : random.int(1970, 2010);
  const body = `784${year}${random.digits(7)}`;
  return `${body}${luhnCheckDigit(body)}`;
}

const hyphenated = (id: string) => `${id.slice(0, 3)}-${id.slice(3, 7)}-${id.slice(7, 14)}-${id.slice(14)}`;

interface Vehicle {
  make: string;
  model: string;
  year: number;
  vin: string;
  engineNo: string;
  colour: string;
  vehicleType: string;
  origin: string;
}

function vehicle(random: Random): Vehicle {
  const [make, wmis, models] = random.pick(VEHICLES);
  const year = random.int(2008, 2025);
  const wmi = random.pick(wmis);
  let vin: string;
  for (;;) {
    const vds = Array.from({ length: 5 }, () => random.pick([...VIN_CHARS])).join('');
    const plant = random.pick([...VIN_CHARS]);
    vin = `${wmi}${vds}0${YEAR_CODES[(year - 1980) % 30]}${plant}${random.digits(6)}`;
    vin = `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
    // Letters VINs never use: U is allowed, but keep clear of the three forbidden ones.
    if (!/[IOQ]/.test(vin)) break;
  }
  const engineNo = `${random.pick(['1GR', '2TR', 'VK56', 'G4KJ', 'B58', 'M274', '4B12', 'K24', 'L15', 'VQ35'])}${random.chance(0.5) ? '-' : ''}${random.digits(random.int(6, 7))}`;
  return {
    make, model: random.pick(models), year, vin, engineNo, colour: random.pick(COLOURS), vehicleType: random.pick(VEHICLE_TYPES),
    origin: random.chance(0.3) ? 'GCC' : (ORIGIN_OF[wmi[0]!] ?? 'Japan'),
  };
}

interface Plate {
  emirate: (typeof EMIRATES)[number];
  code: string;
  number: string;
}

function plate(random: Random): Plate {
  const emirate = random.pick(EMIRATES);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let code: string;
  if (emirate === 'Abu Dhabi') code = String(random.pick([1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 50]));
  else if (emirate === 'Sharjah') code = String(random.int(1, 3));
  else if (emirate === 'Dubai') code = random.chance(0.6) ? letters[random.int(0, 25)]! : `${letters[random.int(0, 25)]}${letters[random.int(0, 25)]}`;
  else code = letters[random.int(0, 19)]!;
  return { emirate, code, number: String(random.int(10, 99_999)) };
}

function amount(value: number): string {
  return value.toFixed(2);
}

function money(value: number, random: Random): string {
  const grouped = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return random.chance(0.5) ? `AED ${grouped}` : `${grouped} AED`;
}

function mrzCheck(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const value = char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

const yymmdd = (d: Day) => `${String(d.year % 100).padStart(2, '0')}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// What a card prints

interface Row {
  label: string;
  arabic?: string;
  value: string;
  /** Right-to-left value (an Arabic name): drawn right-aligned after its label. */
  rtl?: boolean;
}

interface CardContent {
  title: string;
  titleArabic?: string;
  subtitle?: string;
  rows: Row[];
  /** Machine-readable zone (Emirates ID back), drawn in a monospace font. */
  mrz?: string[];
  table?: { header: string[]; rows: string[][] };
  /** Leaves room on the right for the holder's photo. */
  photo?: boolean;
  width?: number;
  height?: number;
  /** Photocopy look: grey, low contrast. */
  photocopy?: boolean;
  truth: FieldValues;
  owners?: Owners;
}

type Builder = (random: Random) => CardContent;

function emiratesIdCard(random: Random): CardContent {
  const holder = person(random);
  const style = dateStyle(random);
  const birth = day(random, 1960, 2004);
  const issue = day(random, 2020, 2025);
  const expiry = addYears(issue, random.pick([2, 3, 5]), true);
  const id = emiratesId(random, birth.year);
  const citizen = holder.nationalityCode === 'ARE';
  const title = 'United Arab Emirates';
  const titleArabic = 'الإمارات العربية المتحدة';
  const subtitle = citizen ? 'Identity Card' : 'Resident Identity Card';
  if (random.chance(0.6)) {
    return {
      title, titleArabic, subtitle, photo: true,
      rows: [
        { label: 'ID Number', arabic: 'رقم الهوية', value: hyphenated(id) },
        { label: 'Name', arabic: 'الاسم', value: holder.fullName },
        { label: 'الاسم', value: holder.arabicName, rtl: true },
        { label: 'Date of Birth', arabic: 'تاريخ الميلاد', value: formatDate(birth, style) },
        { label: 'Nationality', arabic: 'الجنسية', value: holder.nationality },
        { label: 'Sex', arabic: 'الجنس', value: holder.male ? 'M' : 'F' },
        { label: 'Issuing Date', arabic: 'تاريخ الإصدار', value: formatDate(issue, style) },
        { label: 'Expiry Date', arabic: 'تاريخ الانتهاء', value: formatDate(expiry, style) },
      ],
      truth: {
        side: 'front', idNumber: id, fullName: holder.fullName, arabicName: holder.arabicName, nationality: holder.nationality,
        dateOfBirth: iso(birth), gender: holder.male ? 'Male' : 'Female', issueDate: iso(issue), expiryDate: iso(expiry),
      },
    };
  }
  const cardNumber = random.digits(9);
  const occupation = random.pick(OCCUPATIONS);
  const employer = random.pick(EMPLOYERS);
  const place = random.pick(EMIRATES);
  const name = `${holder.surname.toUpperCase().replace(/ /g, '<')}<<${holder.givenNames.toUpperCase().replace(/ /g, '<')}`;
  const line1 = `ILARE${cardNumber}${mrzCheck(cardNumber)}${id}`.padEnd(30, '<');
  const line2Body = `${yymmdd(birth)}${mrzCheck(yymmdd(birth))}${holder.male ? 'M' : 'F'}${yymmdd(expiry)}${mrzCheck(yymmdd(expiry))}${holder.nationalityCode}`.padEnd(29, '<');
  const line2 = `${line2Body}${mrzCheck(line2Body)}`;
  return {
    title: 'Card Number', titleArabic: 'رقم البطاقة', subtitle: cardNumber,
    rows: [
      { label: 'Occupation', arabic: 'المهنة', value: occupation },
      { label: 'Employer', arabic: 'صاحب العمل', value: employer },
      { label: 'Issuing Place', arabic: 'مكان الإصدار', value: place },
    ],
    mrz: [line1, line2, name.padEnd(30, '<').slice(0, 30)],
    truth: {
      side: 'back', cardNumber, occupation, employer, idNumber: id, dateOfBirth: iso(birth), expiryDate: iso(expiry), gender: holder.male ? 'Male' : 'Female',
    },
  };
}

function drivingLicenseCard(random: Random): CardContent {
  const holder = person(random);
  const style = dateStyle(random);
  const place = random.pick(EMIRATES);
  const title = 'Driving License';
  const titleArabic = 'رخصة قيادة';
  if (random.chance(0.65)) {
    const birth = day(random, 1965, 2005);
    const issue = day(random, 2016, 2025);
    const expiry = addYears(issue, random.pick([2, 5, 10]), true);
    const licenceNo = random.digits(random.int(6, 8)).replace(/^0/, '1');
    return {
      title, titleArabic, subtitle: `${place} - United Arab Emirates`, photo: true,
      rows: [
        { label: 'License No.', arabic: 'رقم الرخصة', value: licenceNo },
        { label: 'Name', arabic: 'الاسم', value: holder.fullName },
        { label: 'Nationality', arabic: 'الجنسية', value: holder.nationality },
        { label: 'Date of Birth', arabic: 'تاريخ الميلاد', value: formatDate(birth, style) },
        { label: 'Issue Date', arabic: 'تاريخ الإصدار', value: formatDate(issue, style) },
        { label: 'Expiry Date', arabic: 'تاريخ الانتهاء', value: formatDate(expiry, style) },
        { label: 'Place of Issue', arabic: 'مكان الإصدار', value: place },
      ],
      truth: {
        side: 'front', licenceNo, fullName: holder.fullName, nationality: holder.nationality, dateOfBirth: iso(birth), issueDate: iso(issue),
        expiryDate: iso(expiry), placeOfIssue: place,
      },
    };
  }
  const tcNo = random.digits(8).replace(/^0/, '5');
  const categories = random.pick(LICENCE_CATEGORIES);
  return {
    title, titleArabic,
    rows: [
      { label: 'Traffic Code No.', arabic: 'رقم الملف المروري', value: tcNo },
      { label: 'Permitted Vehicles', arabic: 'المركبات المسموح بها', value: categories },
      { label: 'Licensing Authority', arabic: 'سلطة الترخيص', value: `${place} Police` },
    ],
    truth: { side: 'back', tcNo, categories },
  };
}

function tradeLicenseCard(random: Random): CardContent {
  const style = dateStyle(random);
  const word = random.pick(COMPANY_WORDS);
  const [business, businessArabic, activity] = random.pick(BUSINESSES);
  const [suffix, legalForm] = random.pick(LEGAL_FORMS);
  const companyName = `${word} ${business} ${suffix}`;
  const arabicCompanyName = `${COMPANY_ARABIC[word]} ${businessArabic}`;
  const authority = random.pick(AUTHORITIES);
  const licenceNo = random.chance(0.7) ? random.digits(6).replace(/^0/, '7') : `${random.pick(['CN', 'DMCC', 'RAK'])}-${random.digits(7)}`;
  const issue = day(random, 2015, 2025);
  const expiry = addYears(issue, 1, true);
  const count = random.int(1, 3);
  const owners: Owners = {};
  const tableRows: string[][] = [];
  let left = 100;
  for (let index = 0; index < count; index++) {
    const holder = person(random);
    const share = index === count - 1 ? left : random.pick([20, 25, 30, 40, 49, 51].filter((s) => s < left));
    left -= share;
    const role = count === 1 ? 'Owner' : random.pick(ROLES.filter((r) => r !== 'Owner'));
    owners[String(index)] = { name: holder.fullName, nationality: holder.nationality, role, sharePercent: String(share) };
    tableRows.push([String(index + 1), holder.fullName, holder.nationality, role, `${share}%`]);
  }
  return {
    title: 'Commercial License', titleArabic: 'رخصة تجارية', subtitle: authority, width: 1000, height: 900,
    rows: [
      { label: 'License No.', arabic: 'رقم الرخصة', value: licenceNo },
      { label: 'Trade Name', arabic: 'الاسم التجاري', value: companyName },
      { label: 'الاسم التجاري', value: arabicCompanyName, rtl: true },
      { label: 'Legal Form', arabic: 'الشكل القانوني', value: legalForm },
      { label: 'Activities', arabic: 'الأنشطة', value: activity },
      { label: 'Issue Date', arabic: 'تاريخ الإصدار', value: formatDate(issue, style) },
      { label: 'Expiry Date', arabic: 'تاريخ الانتهاء', value: formatDate(expiry, style) },
    ],
    table: { header: ['No.', 'Name', 'Nationality', 'Role', 'Share'], rows: tableRows },
    truth: { licenceNo, companyName, arabicCompanyName, legalForm, issuingAuthority: authority, activities: activity, issueDate: iso(issue), expiryDate: iso(expiry) },
    owners,
  };
}

interface Registration {
  front: Row[];
  back: Row[];
  frontTruth: FieldValues;
  backTruth: FieldValues;
}

function registration(random: Random): Registration {
  const owner = person(random);
  const car = vehicle(random);
  const style = dateStyle(random);
  const where = plate(random);
  const registered = day(random, 2022, 2025);
  const expiry = addYears(registered, 1, true);
  const insuranceExpiry = addDays(expiry, random.int(0, 20));
  const insurer = random.pick(INSURERS);
  const policyNumber = `${random.pick(['P', 'MOT', 'DXB', 'AUH'])}/${random.digits(2)}/${random.digits(6)}`;
  const mortgagee = random.chance(0.4) ? random.pick(BANKS) : undefined;
  const tcNo = random.digits(8).replace(/^0/, '5');
  const front: Row[] = [
    { label: 'Traffic Plate No.', arabic: 'رقم اللوحة', value: where.number },
    { label: 'Plate Code', arabic: 'رمز اللوحة', value: where.code },
    { label: 'Place of Issue', arabic: 'مكان الإصدار', value: where.emirate },
    { label: 'T.C. No.', arabic: 'رقم الملف المروري', value: tcNo },
    { label: 'Owner', arabic: 'المالك', value: owner.fullName },
    { label: 'Nationality', arabic: 'الجنسية', value: owner.nationality },
    { label: 'Reg. Date', arabic: 'تاريخ التسجيل', value: formatDate(registered, style) },
    { label: 'Exp. Date', arabic: 'تاريخ الانتهاء', value: formatDate(expiry, style) },
    { label: 'Ins. Exp.', arabic: 'انتهاء التأمين', value: formatDate(insuranceExpiry, style) },
    { label: 'Policy No.', arabic: 'رقم الوثيقة', value: policyNumber },
    { label: 'Insurance Co.', arabic: 'شركة التأمين', value: insurer },
  ];
  if (mortgagee) front.push({ label: 'Mortgaged By', arabic: 'مرهونة لدى', value: mortgagee });
  const back: Row[] = [
    { label: 'Make', arabic: 'الصنع', value: car.make },
    { label: 'Model', arabic: 'الطراز', value: car.model },
    { label: 'Model Year', arabic: 'سنة الصنع', value: String(car.year) },
    { label: 'Veh. Type', arabic: 'نوع المركبة', value: car.vehicleType },
    { label: 'Origin', arabic: 'بلد المنشأ', value: car.origin },
    { label: 'Chassis No.', arabic: 'رقم القاعدة', value: car.vin },
    { label: 'Engine No.', arabic: 'رقم المحرك', value: car.engineNo },
    { label: 'Colour', arabic: 'اللون', value: car.colour },
    { label: 'No. of Pass.', arabic: 'عدد الركاب', value: String(random.int(2, 7)) },
    { label: 'Empty Weight', arabic: 'الوزن الفارغ', value: `${random.int(1100, 2700)} Kg` },
  ];
  const frontTruth: FieldValues = {
    ownerName: owner.fullName, nationality: owner.nationality, tcNo, plateNumber: where.number, plateCode: where.code,
    registrationEmirate: where.emirate, registrationDate: iso(registered), expiryDate: iso(expiry), insuranceExpiryDate: iso(insuranceExpiry),
    insurer, policyNumber, ...(mortgagee ? { mortgagee } : {}),
  };
  const backTruth: FieldValues = {
    make: car.make, model: car.model, year: String(car.year), chassisNo: car.vin, engineNo: car.engineNo, colour: car.colour,
    vehicleType: car.vehicleType, origin: car.origin,
  };
  return { front, back, frontTruth, backTruth };
}

function registrationCardCard(random: Random): CardContent {
  const { front, back, frontTruth, backTruth } = registration(random);
  const title = 'Vehicle Licence';
  const titleArabic = 'ملكية مركبة';
  const subtitle = 'Ministry of Interior - Traffic Department';
  return random.chance(0.55)
    ? { title, titleArabic, subtitle, rows: front, truth: { ...frontTruth, side: 'front' } }
    : { title, titleArabic, rows: back, truth: { ...backTruth, side: 'back' } };
}

function rcFrontCopyCard(random: Random): CardContent {
  const { front, back, frontTruth, backTruth } = registration(random);
  return {
    title: 'Vehicle Licence - Copy', titleArabic: 'نسخة ملكية مركبة', width: 1000, height: 1180, photocopy: true,
    rows: [...front, ...back], truth: { ...frontTruth, ...backTruth },
  };
}

function newCarCardCard(random: Random): CardContent {
  const owner = person(random);
  const car = vehicle(random);
  const issued = day(random, 2023, 2025);
  const style = dateStyle(random);
  return {
    title: 'New Vehicle Card', titleArabic: 'بطاقة مركبة جديدة', subtitle: `${random.pick(['Al Futtaim Motors', 'Arabian Automobiles', 'Al Tayer Motors', 'Trading Enterprises', 'AGMC'])} - Dealer Certificate`,
    rows: [
      { label: 'Owner', arabic: 'المالك', value: owner.fullName },
      { label: 'Make', arabic: 'الصنع', value: car.make },
      { label: 'Model', arabic: 'الطراز', value: car.model },
      { label: 'Model Year', arabic: 'سنة الصنع', value: String(car.year) },
      { label: 'Chassis No.', arabic: 'رقم القاعدة', value: car.vin },
      { label: 'Engine No.', arabic: 'رقم المحرك', value: car.engineNo },
      { label: 'Colour', arabic: 'اللون', value: car.colour },
      { label: 'Origin', arabic: 'بلد المنشأ', value: car.origin },
      { label: 'Issue Date', arabic: 'تاريخ الإصدار', value: formatDate(issued, style) },
    ],
    truth: {
      ownerName: owner.fullName, make: car.make, model: car.model, year: String(car.year), chassisNo: car.vin, engineNo: car.engineNo,
      colour: car.colour, origin: car.origin, issueDate: iso(issued),
    },
  };
}

function passingPaperCard(random: Random): CardContent {
  const car = vehicle(random);
  const where = plate(random);
  const inspected = day(random, 2023, 2025);
  const valid = addDays(inspected, 30);
  const style = dateStyle(random);
  const result = random.chance(0.85) ? 'Passed' : 'Failed';
  return {
    title: 'Vehicle Inspection Certificate', titleArabic: 'شهادة فحص مركبة', subtitle: `${random.pick(['Tasjeel', 'Shamil', 'Wasel', 'Emarat Vehicle Testing'])} - ${where.emirate}`,
    rows: [
      { label: 'Chassis No.', arabic: 'رقم القاعدة', value: car.vin },
      { label: 'Make', arabic: 'الصنع', value: car.make },
      { label: 'Model', arabic: 'الطراز', value: car.model },
      { label: 'Model Year', arabic: 'سنة الصنع', value: String(car.year) },
      { label: 'Plate No.', arabic: 'رقم اللوحة', value: `${where.code} ${where.number}` },
      { label: 'Inspection Date', arabic: 'تاريخ الفحص', value: formatDate(inspected, style) },
      { label: 'Valid Until', arabic: 'صالحة حتى', value: formatDate(valid, style) },
      { label: 'Result', arabic: 'النتيجة', value: result.toUpperCase() },
    ],
    truth: {
      chassisNo: car.vin, make: car.make, model: car.model, year: String(car.year), plateNumber: where.number, inspectionDate: iso(inspected),
      expiryDate: iso(valid), result,
    },
  };
}

function ownershipDocumentCard(random: Random): CardContent {
  const owner = person(random);
  const car = vehicle(random);
  const issued = day(random, 2022, 2025);
  const style = dateStyle(random);
  return {
    title: 'Vehicle Ownership Certificate', titleArabic: 'شهادة ملكية مركبة', subtitle: `Certificate No. ${random.digits(8)}`,
    rows: [
      { label: 'Owner Name', arabic: 'اسم المالك', value: owner.fullName },
      { label: 'Chassis No.', arabic: 'رقم القاعدة', value: car.vin },
      { label: 'Make', arabic: 'الصنع', value: car.make },
      { label: 'Model', arabic: 'الطراز', value: car.model },
      { label: 'Model Year', arabic: 'سنة الصنع', value: String(car.year) },
      { label: 'Issue Date', arabic: 'تاريخ الإصدار', value: formatDate(issued, style) },
    ],
    truth: { ownerName: owner.fullName, chassisNo: car.vin, make: car.make, model: car.model, year: String(car.year), issueDate: iso(issued) },
  };
}

function clearanceCard(random: Random): CardContent {
  const owner = person(random);
  const car = vehicle(random);
  const where = plate(random);
  const issued = day(random, 2023, 2025);
  const valid = addDays(issued, 30);
  const style = dateStyle(random);
  return {
    title: 'Vehicle Clearance Certificate', titleArabic: 'شهادة براءة ذمة مركبة', subtitle: `${where.emirate} Police - Traffic Department`,
    rows: [
      { label: 'Owner', arabic: 'المالك', value: owner.fullName },
      { label: 'Chassis No.', arabic: 'رقم القاعدة', value: car.vin },
      { label: 'Plate No.', arabic: 'رقم اللوحة', value: `${where.code} ${where.number}` },
      { label: 'Issue Date', arabic: 'تاريخ الإصدار', value: formatDate(issued, style) },
      { label: 'Valid Until', arabic: 'صالحة حتى', value: formatDate(valid, style) },
      { label: 'Status', arabic: 'الحالة', value: 'No outstanding fines' },
    ],
    truth: { ownerName: owner.fullName, chassisNo: car.vin, plateNumber: where.number, issueDate: iso(issued), expiryDate: iso(valid) },
  };
}

function companyQuoteCard(random: Random): CardContent {
  const insurer = random.pick(INSURERS);
  const comprehensive = random.chance(0.7);
  const carValue = random.int(25, 450) * 1000;
  // In fils, so the printed and the expected amounts round the same way.
  const premiumFils = comprehensive ? (carValue * random.int(180, 450)) / 100 + random.int(0, 99) : random.int(750, 1800) * 100 + random.pick([0, 50, 25]);
  const premium = premiumFils / 100;
  const excess = comprehensive ? random.pick([250, 350, 500, 750, 1000]) : 0;
  const issued = day(random, 2024, 2025);
  const valid = addDays(issued, random.pick([15, 30]));
  const style = dateStyle(random);
  const quoteNumber = `${random.pick(['Q', 'MQ', 'QT'])}-${issued.year}-${random.digits(6)}`;
  const vat = Math.round(premiumFils * 0.05) / 100;
  const rows: Row[] = [
    { label: 'Insurer', arabic: 'شركة التأمين', value: insurer },
    { label: 'Quote No.', arabic: 'رقم عرض السعر', value: quoteNumber },
    { label: 'Type of Cover', arabic: 'نوع التأمين', value: comprehensive ? 'Comprehensive' : 'Third Party Liability' },
    { label: 'Insured Value', arabic: 'القيمة التأمينية', value: comprehensive ? money(carValue, random) : 'N/A' },
    { label: 'Premium', arabic: 'القسط', value: money(premium, random) },
    { label: 'VAT 5%', arabic: 'ضريبة القيمة المضافة', value: money(vat, random) },
    { label: 'Total Payable', arabic: 'المبلغ الإجمالي', value: money((premiumFils + Math.round(premiumFils * 0.05)) / 100, random) },
    { label: 'Excess', arabic: 'التحمل', value: excess ? money(excess, random) : 'Nil' },
    { label: 'Valid Until', arabic: 'صالح حتى', value: formatDate(valid, style) },
  ];
  return {
    title: insurer, subtitle: 'Motor Insurance Quotation', rows,
    truth: {
      companyName: insurer, quoteNumber, insuranceType: comprehensive ? 'Comprehensive' : 'Third Party Liability', premium: amount(premium),
      ...(comprehensive ? { carValue: amount(carValue) } : {}), ...(excess ? { excess: amount(excess) } : {}), validUntil: iso(valid),
    },
  };
}

const BUILDERS: Record<ScannedDocumentType, Builder> = {
  emiratesId: emiratesIdCard, drivingLicense: drivingLicenseCard, tradeLicense: tradeLicenseCard, registrationCard: registrationCardCard,
  rcFrontCopy: rcFrontCopyCard, newCarCard: newCarCardCard, passingPaper: passingPaperCard, ownershipDocument: ownershipDocumentCard,
  vehicleClearanceCertificate: clearanceCard, companyQuote: companyQuoteCard,
};

// ---------------------------------------------------------------------------------------------
// Drawing

const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Liberation Sans', 'Liberation Serif', 'Liberation Mono'];
const MONO_FONTS = ['Liberation Mono', 'DejaVu Sans Mono'];
const BACKGROUNDS = ['#ffffff', '#fbfaf5', '#f2f7f4', '#f4f6fb', '#fbf4ec', '#f6f2f8', '#eef5f8'];
const ACCENTS = ['#0b5d3b', '#1f4e79', '#7a1f2b', '#5b4a1a', '#23395d', '#3c5a14'];

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Style {
  font: string;
  size: number;
  labelStyle: 'colon' | 'column' | 'stacked';
  arabicLabels: boolean;
  background: string;
  accent: string;
  ink: string;
  labelInk: string;
  boldValues: boolean;
}

interface Piece {
  markup: string;
  left: number;
  top: number;
  /** Right edge instead of left (right-aligned text). */
  alignRight?: boolean;
}

async function renderText(markup: string): Promise<{ input: Buffer; width: number; height: number }> {
  const { data, info } = await sharp({ text: { text: markup, rgba: true, dpi: 72 } }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

const span = (text: string, font: string, size: number, colour: string, bold = false) =>
  `<span font_family="${font}" size="${Math.round(size * 1024)}" foreground="${colour}"${bold ? ' weight="bold"' : ''}>${escapeMarkup(text)}</span>`;

/** Where each piece of text goes; returns the pieces and the height the content needs. */
function layout(content: CardContent, style: Style, width: number): { pieces: Piece[]; height: number } {
  const { font, size } = style;
  const margin = 36;
  const pieces: Piece[] = [];
  const right = width - margin - (content.photo ? 200 : 0);
  let y = 24;
  pieces.push({ markup: span(content.title, font, size * 1.25, style.accent, true), left: margin, top: y });
  if (content.titleArabic) pieces.push({ markup: span(content.titleArabic, 'DejaVu Sans', size * 1.15, style.accent, true), left: width - margin, top: y, alignRight: true });
  y += size * 1.9;
  if (content.subtitle) {
    pieces.push({ markup: span(content.subtitle, font, size * 0.95, style.labelInk), left: margin, top: y });
    y += size * 1.7;
  }
  y += size * 0.6;
  const labelWidth = Math.max(...content.rows.map((row) => row.label.length)) * size * (font.includes('Mono') ? 0.62 : 0.56) + size;
  for (const row of content.rows) {
    if (row.rtl) {
      pieces.push({ markup: `${span(`${row.label}: `, 'DejaVu Sans', size * 0.9, style.labelInk)}${span(row.value, 'DejaVu Sans', size, style.ink, style.boldValues)}`, left: right, top: y, alignRight: true });
      y += size * 1.8;
      continue;
    }
    if (style.arabicLabels && row.arabic) {
      pieces.push({ markup: span(row.arabic, 'DejaVu Sans', size * 0.8, style.labelInk), left: right, top: y + (style.labelStyle === 'stacked' ? 0 : size * 0.15), alignRight: true });
    }
    if (style.labelStyle === 'colon') {
      pieces.push({ markup: `${span(`${row.label}:`, font, size * 0.9, style.labelInk)} ${span(row.value, font, size, style.ink, style.boldValues)}`, left: margin, top: y });
      y += size * 1.8;
    } else if (style.labelStyle === 'column') {
      pieces.push({ markup: span(row.label, font, size * 0.9, style.labelInk), left: margin, top: y + size * 0.1 });
      pieces.push({ markup: span(row.value, font, size, style.ink, style.boldValues), left: margin + labelWidth, top: y });
      y += size * 1.8;
    } else {
      pieces.push({ markup: span(row.label, font, size * 0.72, style.labelInk), left: margin, top: y });
      pieces.push({ markup: span(row.value, font, size, style.ink, style.boldValues), left: margin, top: y + size * 1.05 });
      y += size * 2.55;
    }
  }
  if (content.table) {
    y += size * 0.6;
    const columns = [0, 0.05, 0.38, 0.62, 0.9].map((share) => margin + share * (width - 2 * margin));
    content.table.header.forEach((cell, index) => pieces.push({ markup: span(cell, font, size * 0.8, style.accent, true), left: columns[index]!, top: y }));
    y += size * 1.7;
    for (const cells of content.table.rows) {
      cells.forEach((cell, index) => pieces.push({ markup: span(cell, font, size * 0.8, style.ink), left: columns[index]!, top: y }));
      y += size * 1.7;
    }
  }
  if (content.mrz) {
    y += size * 0.8;
    const mono = MONO_FONTS[Math.round(size) % 2]!;
    for (const line of content.mrz) {
      pieces.push({ markup: span(line, mono, size * 1.1, '#111111'), left: margin, top: y });
      y += size * 1.75;
    }
  }
  return { pieces, height: y + 24 };
}

function chooseStyle(random: Random, content: CardContent): Style {
  const photocopy = content.photocopy === true;
  return {
    font: random.pick(FONTS),
    size: random.int(20, 25),
    labelStyle: content.mrz || content.table || photocopy ? random.pick(['colon', 'column'] as const) : random.pick(['colon', 'column', 'stacked'] as const),
    arabicLabels: random.chance(0.75),
    background: photocopy ? '#f0f0f0' : random.pick(BACKGROUNDS),
    accent: photocopy ? '#333333' : random.pick(ACCENTS),
    ink: photocopy ? '#262626' : random.pick(['#111111', '#1b1b2f', '#202a25']),
    labelInk: photocopy ? '#4a4a4a' : random.pick(['#3d4a5c', '#4b4b4b', '#50463a']),
    boldValues: random.chance(0.4),
  };
}

/** A faint guilloche of sine waves and, for cards with a photo, the photo frame. */
function decoration(width: number, height: number, style: Style, content: CardContent, random: Random): Buffer {
  const waves: string[] = [];
  for (let index = 0; index < 6; index++) {
    const amplitude = random.int(8, 30);
    const base = random.int(0, height);
    const period = random.int(120, 320);
    let d = `M 0 ${base}`;
    for (let x = 0; x <= width; x += 20) d += ` L ${x} ${(base + amplitude * Math.sin((x / period) * 2 * Math.PI)).toFixed(1)}`;
    waves.push(`<path d="${d}" fill="none" stroke="${style.accent}" stroke-opacity="0.07" stroke-width="2"/>`);
  }
  const photo = content.photo
    ? `<rect x="${width - 210}" y="${height * 0.3}" width="170" height="210" rx="10" fill="#d9dde2"/>` +
      `<circle cx="${width - 125}" cy="${height * 0.3 + 80}" r="42" fill="#b5bcc5"/>` +
      `<path d="M ${width - 195} ${height * 0.3 + 210} Q ${width - 125} ${height * 0.3 + 110} ${width - 55} ${height * 0.3 + 210} Z" fill="#b5bcc5"/>`
    : '';
  const band = `<rect x="0" y="0" width="${width}" height="${style.size * (content.subtitle ? 3.9 : 2.4)}" fill="${style.accent}" fill-opacity="0.06"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${band}${waves.join('')}${photo}</svg>`);
}

async function draw(content: CardContent, random: Random): Promise<{ png: Buffer; jpeg: Buffer }> {
  const style = chooseStyle(random, content);
  const width = content.width ?? 1000;
  let { pieces, height } = layout(content, style, width);
  const wanted = content.height ?? 630;
  // Too much for the card: a smaller font, then a taller card (as a trade licence page would be).
  while (height > wanted && style.size > 18) {
    style.size -= 1;
    ({ pieces, height } = layout(content, style, width));
  }
  height = Math.max(wanted, Math.ceil(height));
  const rendered = await Promise.all(pieces.map((piece) => renderText(piece.markup)));
  const overlays: OverlayOptions[] = [{ input: decoration(width, height, style, content, random), left: 0, top: 0 }];
  rendered.forEach((text, index) => {
    const piece = pieces[index]!;
    const left = Math.round(piece.alignRight ? piece.left - text.width : piece.left);
    overlays.push({ input: text.input, left: Math.max(0, Math.min(width - text.width, left)), top: Math.round(piece.top) });
  });
  const angle = random.next() * 4 - 2;
  let image = sharp({ create: { width, height, channels: 3, background: style.background } })
    .composite(overlays)
    .rotate(angle, { background: style.background })
    .flatten({ background: style.background });
  if (content.photocopy) image = image.greyscale();
  // Optics blur before the sensor adds its noise.
  if (random.chance(0.5)) image = image.blur(0.3 + random.next() * 0.5);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  // Sensor noise: the same offset on every channel of a pixel, plus a few dark specks.
  const amplitude = content.photocopy ? random.int(14, 24) : random.int(6, 16);
  const { channels } = info;
  // An inline xorshift: a closure call per pixel would double the time of the whole card.
  let state = random.int(1, 0x7fffffff);
  const span = 2 * amplitude + 1;
  for (let offset = 0; offset < data.length; offset += channels) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state >>> 0) % span) - amplitude;
    for (let channel = 0; channel < channels; channel++) {
      const value = data[offset + channel]! + noise;
      data[offset + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  const specks = random.int(20, 120);
  for (let index = 0; index < specks; index++) {
    const offset = (random.int(0, info.height - 1) * info.width + random.int(0, info.width - 1)) * channels;
    for (let channel = 0; channel < channels; channel++) data[offset + channel] = random.int(60, 140);
  }
  const raw = { raw: { width: info.width, height: info.height, channels } };
  const [png, jpeg] = await Promise.all([
    sharp(data, raw).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer(),
    sharp(data, raw).jpeg({ quality: random.int(72, 90) }).toBuffer(),
  ]);
  return { png, jpeg };
}

const LATIN = /^[\u0020-\u024F]*$/;

/**
 * One synthetic scan of a document of `type`, the same for the same seed.
 *
 * @example const card = await generateCard('emiratesId', 7); // card.png, card.truth.fields.idNumber
 */
export async function generateCard(type: ScannedDocumentType, seed: number): Promise<SyntheticCard> {
  const random = createRandom(seed * 7919 + type.length * 104_729);
  const content = BUILDERS[type](random);
  const { png, jpeg } = await draw(content, random);
  const lines = [content.title, content.subtitle ?? '', ...content.rows.filter((row) => !row.rtl).map((row) => `${row.label}: ${row.value}`),
    ...(content.table ? [content.table.header.join('  '), ...content.table.rows.map((cells) => cells.join('  '))] : []), ...(content.mrz ?? [])]
    .filter((line) => line !== '' && LATIN.test(line));
  return { type, seed, png, jpeg, lines, truth: { fields: content.truth, owners: content.owners ?? {} } };
}

/** A one-page PDF holding only the image, as a scanner writes it (PNG as a Flate stream, JPEG as DCT). */
export async function scannedPdf(image: Buffer, mimeType: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const embedded = mimeType === 'image/png' ? await doc.embedPng(image) : await doc.embedJpg(image);
  // 150 dpi: a card-sized scan lands on roughly a card-sized page.
  const scale = 72 / 150;
  const page = doc.addPage([embedded.width * scale, embedded.height * scale]);
  page.drawImage(embedded, { x: 0, y: 0, width: embedded.width * scale, height: embedded.height * scale });
  return Buffer.from(await doc.save());
}

/** A one-page A4 PDF whose lines are real text (Helvetica), as a generated e-document is. */
export async function textLayerPdf(lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  let y = 790;
  for (const line of lines) {
    page.drawText(line, { x: 48, y, size: 11, font, color: rgb(0.1, 0.1, 0.1) });
    y -= 18;
  }
  return Buffer.from(await doc.save());
}

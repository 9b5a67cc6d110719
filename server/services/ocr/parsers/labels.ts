import type { LabelSpec } from './textScanner.js';

/** Labels several documents print the same way (English as UAE papers spell them, Arabic as printed). */
export const LABELS = {
  name: { en: ['Name', 'Full Name'], ar: ['الاسم'] },
  nationality: { en: ['Nationality'], ar: ['الجنسية'] },
  dateOfBirth: { en: ['Date of Birth', 'Birth Date', 'DOB'], ar: ['تاريخ الميلاد'] },
  issueDate: { en: ['Issue Date', 'Issuing Date', 'Date of Issue', 'Issued On'], ar: ['تاريخ الإصدار'] },
  expiryDate: { en: ['Expiry Date', 'Date of Expiry', 'Expiration Date', 'Expires On'], ar: ['تاريخ الانتهاء'] },
  validUntil: { en: ['Valid Until', 'Valid Till', 'Valid Upto', 'Validity'], ar: ['صالحة حتى', 'صالح حتى'] },
  placeOfIssue: { en: ['Place of Issue', 'Issuing Place'], ar: ['مكان الإصدار'] },
  owner: { en: ['Owner', 'Owner Name', "Owner's Name", 'Name of Owner'], ar: ['المالك', 'اسم المالك'] },
  tcNo: { en: ['T.C. No', 'TC No', 'T.C. Number', 'Traffic Code No', 'Traffic File No'], ar: ['رقم الملف المروري', 'الرمز المروري'] },
  plateNumber: { en: ['Traffic Plate No', 'Plate No', 'Plate Number'], ar: ['رقم اللوحة'] },
  plateCode: { en: ['Plate Code', 'Plate Category', 'Plate Class'], ar: ['رمز اللوحة', 'فئة اللوحة'] },
  make: { en: ['Make', 'Manufacturer', 'Brand'], ar: ['الصنع', 'الشركة الصانعة'] },
  model: { en: ['Model'], ar: ['الطراز'] },
  year: { en: ['Model Year', 'Year of Manufacture', 'Manufacture Year', 'Year'], ar: ['سنة الصنع'] },
  chassisNo: { en: ['Chassis No', 'Chassis Number', 'Chassis', 'VIN'], ar: ['رقم القاعدة', 'رقم الشاصي'] },
  engineNo: { en: ['Engine No', 'Engine Number'], ar: ['رقم المحرك'] },
  colour: { en: ['Colour', 'Color'], ar: ['اللون'] },
  vehicleType: { en: ['Veh. Type', 'Vehicle Type', 'Body Type'], ar: ['نوع المركبة'] },
  insurer: { en: ['Insurance Co', 'Insurance Company', 'Insurer'], ar: ['شركة التأمين'] },
  policyNumber: { en: ['Policy No', 'Policy Number'], ar: ['رقم الوثيقة'] },
  origin: { en: ['Origin', 'Place of Origin', 'Country of Origin'], ar: ['بلد المنشأ'] },
} as const satisfies Record<string, LabelSpec>;

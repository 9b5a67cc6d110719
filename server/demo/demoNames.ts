/**
 * Name pools by community, weighted roughly like the UAE's population (Indian, Pakistani,
 * Emirati, other Arab, Filipino, Western), with the nationality each community carries.
 */
export interface Community {
  weight: number;
  nationalities: readonly string[];
  maleFirst: readonly string[];
  femaleFirst: readonly string[];
  last: readonly string[];
}

export const COMMUNITIES: readonly Community[] = [
  {
    weight: 14,
    nationalities: ['United Arab Emirates'],
    maleFirst: ['Mohammed', 'Ahmed', 'Khalid', 'Saeed', 'Rashid', 'Hamdan', 'Sultan', 'Majid', 'Omar', 'Abdullah', 'Hamad', 'Mansour', 'Faisal', 'Obaid'],
    femaleFirst: ['Aisha', 'Fatima', 'Mariam', 'Shamma', 'Hessa', 'Noura', 'Latifa', 'Moza', 'Alya', 'Maitha', 'Salama', 'Reem'],
    last: ['Al Mansoori', 'Al Nahyan', 'Al Maktoum', 'Al Falasi', 'Al Ketbi', 'Al Shamsi', 'Al Mazrouei', 'Al Dhaheri', 'Al Suwaidi', 'Al Qasimi', 'Al Mheiri', 'Al Hammadi', 'Al Nuaimi', 'Al Marri'],
  },
  {
    weight: 10,
    nationalities: ['Egypt', 'Jordan', 'Lebanon', 'Syria', 'Sudan', 'Palestine'],
    maleFirst: ['Youssef', 'Mahmoud', 'Tarek', 'Karim', 'Hassan', 'Mostafa', 'Ibrahim', 'Samer', 'Rami', 'Ziad', 'Walid', 'Bilal'],
    femaleFirst: ['Nour', 'Rania', 'Dina', 'Yasmin', 'Lina', 'Salma', 'Heba', 'Layla', 'Rana', 'Mona', 'Sara', 'Huda'],
    last: ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour', 'Abdelrahman', 'Farouk', 'Hamdan', 'Darwish', 'Aziz', 'Khalil', 'Othman', 'El Sayed', 'Mostafa'],
  },
  {
    weight: 28,
    nationalities: ['India'],
    maleFirst: ['Rahul', 'Arjun', 'Vikram', 'Suresh', 'Rajesh', 'Anil', 'Mohammed', 'Abdul', 'Joseph', 'Thomas', 'Pradeep', 'Sanjay', 'Nikhil', 'Faisal'],
    femaleFirst: ['Priya', 'Anjali', 'Deepa', 'Lakshmi', 'Sneha', 'Meera', 'Divya', 'Kavya', 'Shabana', 'Neha', 'Anita', 'Reshma'],
    last: ['Nair', 'Menon', 'Pillai', 'Sharma', 'Patel', 'Reddy', 'Iyer', 'Kumar', 'Varghese', 'Kurian', 'Shetty', 'Gupta', 'Singh', 'Khan'],
  },
  {
    weight: 12,
    nationalities: ['Pakistan'],
    maleFirst: ['Imran', 'Asif', 'Bilal', 'Usman', 'Kamran', 'Zubair', 'Hamza', 'Adnan', 'Tariq', 'Waqas', 'Shahid', 'Naveed'],
    femaleFirst: ['Ayesha', 'Sana', 'Hina', 'Mahnoor', 'Sadia', 'Amna', 'Zainab', 'Rabia', 'Iqra', 'Farah', 'Nadia', 'Saima'],
    last: ['Khan', 'Qureshi', 'Malik', 'Butt', 'Chaudhry', 'Sheikh', 'Raza', 'Hussain', 'Akhtar', 'Siddiqui', 'Mirza', 'Abbasi'],
  },
  {
    weight: 8,
    nationalities: ['Philippines'],
    maleFirst: ['Jose', 'Mark', 'John Paul', 'Carlo', 'Ramon', 'Jericho', 'Paolo', 'Miguel', 'Angelo', 'Renato'],
    femaleFirst: ['Maria', 'Kristine', 'Joy', 'Angelica', 'Jasmine', 'Rowena', 'Princess', 'Lovely', 'Cherry', 'Grace'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Dela Cruz', 'Villanueva', 'Ramos', 'Aquino', 'Castillo'],
  },
  {
    weight: 6,
    nationalities: ['United Kingdom', 'Ireland', 'South Africa', 'Australia', 'Canada'],
    maleFirst: ['James', 'Oliver', 'Daniel', 'Thomas', 'William', 'Matthew', 'David', 'Liam', 'Ryan', 'Peter'],
    femaleFirst: ['Emma', 'Sophie', 'Charlotte', 'Hannah', 'Olivia', 'Grace', 'Emily', 'Lucy', 'Sarah', 'Claire'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Murphy', 'Walker', 'Evans', "O'Brien", 'Campbell', 'Clarke', 'Wright'],
  },
  {
    weight: 4,
    nationalities: ['Bangladesh', 'Sri Lanka', 'Nepal'],
    maleFirst: ['Rahim', 'Karim', 'Nuwan', 'Kasun', 'Bishal', 'Sujan', 'Anwar', 'Ruwan'],
    femaleFirst: ['Nasrin', 'Dilani', 'Sita', 'Tania', 'Chamari', 'Puja', 'Shirin'],
    last: ['Rahman', 'Hossain', 'Perera', 'Fernando', 'Silva', 'Shrestha', 'Gurung', 'Islam', 'Jayasuriya'],
  },
];

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'emirates.net.ae', 'eim.ae'];
export const MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'];

export const INSURERS = [
  'Abu Dhabi National Insurance (ADNIC)', 'Oman Insurance (Sukoon)', 'Orient Insurance', 'AXA Green Crescent',
  'RSA Insurance', 'Salama Islamic Insurance', 'Dubai Insurance', 'Al Wathba National Insurance', 'Watania Takaful',
  'GIG Gulf', 'Tokio Marine', 'Noor Takaful',
];

export const CARS = [
  ['Toyota', 'Land Cruiser'], ['Toyota', 'Camry'], ['Nissan', 'Patrol'], ['Nissan', 'Sunny'], ['Lexus', 'LX 600'],
  ['Mitsubishi', 'Pajero'], ['Honda', 'Accord'], ['Hyundai', 'Tucson'], ['Kia', 'Sportage'], ['Mercedes-Benz', 'C 200'],
  ['BMW', 'X5'], ['Ford', 'Explorer'], ['Chevrolet', 'Tahoe'], ['Tesla', 'Model 3'], ['MG', 'ZS'],
] as const;

export const ADDONS = ['Roadside assistance', 'Personal accident cover (driver)', 'Personal accident cover (passengers)', 'Oman cover', 'Rent-a-car (7 days)', 'Agency repair'];
export const PROPOSAL_SOURCES = ['Website', 'Call centre', 'WhatsApp', 'Walk-in', 'Referral', 'Renewal'];
export const COMMENTS = [
  'Customer asked for a comprehensive quote with agency repair.',
  'Called back, prefers payment by card.',
  'Emirates ID copy received and verified.',
  'Asked to compare third-party and comprehensive prices.',
  'Renewal reminder sent; customer will confirm next week.',
  'Driving licence expires soon; asked for the renewed copy.',
];

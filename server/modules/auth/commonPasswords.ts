/**
 * Passwords that appear at the top of every leaked-password list (and the obvious local ones),
 * refused whatever their length. Compared lower-cased, so `Password1` is refused as `password1`.
 * Kept to a few hundred entries: the aim is to stop the first guesses of an online attack; the
 * sign-in lockout and the per-address limit stop the rest.
 */
const LIST = `
123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 1234567 123123 1234567890 000000 abc123
password1 password123 password12 password1234 passw0rd p@ssw0rd p@ssword pa$$word p@$$w0rd passpass passwort
qwerty qwertyuiop qwerty12 qwerty1234 qwertyui qwerty123456 qwertyu qwe123 qweqwe 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 xsw2zaq1 asdfghjkl asdfghjk asdfasdf asdf1234 zxcvbnm zxcvbnm1 zxcvbnm123
1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 a1b2c3d4 abcd1234 abcdefgh abcdefg1 abc12345 abcdef123 aaaaaaaa aa123456 a123456789
11111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 00000000 12121212 11223344 12341234
123qwe123 123456a 123456aa 123456abc 123456qwerty 12345678a 12345678910 123456789a 987654321 9876543210 87654321 147258369
123321123 1234554321 12344321 1122334455 123654789 741852963 159357456 159753456 147852369 789456123 456789123 321654987
iloveyou iloveyou1 iloveyou2 loveyou1 lovelove lovely123 princess princess1 sunshine sunshine1 sunshine123 football football1
baseball baseball1 basketball soccer123 hockey123 superman batman123 spiderman starwars starwars1 pokemon123 dragon123
monkey123 master123 mastermind letmein letmein1 letmein123 welcome welcome1 welcome123 welcome2020 welcome2021 welcome2022
welcome2023 welcome2024 welcome2025 trustno1 whatever whatever1 freedom1 jennifer michelle jessica1 charlie1 charlie123
computer computer1 internet internet1 samsung1 samsung123 iphone123 google123 facebook facebook1 linkedin twitter1
microsoft windows1 windows10 apple123 mustang1 corvette ferrari1 mercedes porsche911 liverpool chelsea1 arsenal1 barcelona
realmadrid manchester juventus 1password 0987654321 qazwsxedc qazwsx123 qazxswedc 1qaz@wsx !qaz2wsx q1w2e3r4t5y6
admin123 admin1234 administrator adminadmin admin@123 admin2020 admin2021 admin2022 admin2023 admin2024 admin2025 root1234
rootroot toor1234 changeme changeme1 changeme123 default1 default123 secret123 secret12 guest123 user1234 test1234 testtest
testing1 testing123 test12345 demo1234 demodemo temp1234 temppass temporary access14 access123 login123 logmein
passw0rd1 password! password@ password# password01 password2 password3 password11 password2020 password2021 password2022
password2023 password2024 password2025 pass1234 pass12345 pass@123 pass@word password@1 password@123 p@ssw0rd1 p@ssw0rd123
summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 winter2020 winter2021 winter2022 winter2023 winter2024
spring2024 autumn2024 january1 february march2024 september october1 november december1 monday123 friday13
qwerty!@# 1qaz!qaz !@#$%^&* !@#$%^&*() 1q2w3e4r! 12345678! 123456789! 1234567890! 11111111a aaaaaa11 aaaa1111
baseball12 football12 princess12 sunshine12 superman1 superman123 batman12 michael1 michael123 jordan23 jordan123
daniel123 andrew123 thomas123 robert123 william1 matthew1 joshua123 ashley123 nicole123 hannah123 amanda123 anthony1
mohammed mohammed1 mohammed123 muhammad muhammad1 ahmed123 ahmed1234 ali12345 ali123456 fatima123 mariam123 khalid123
abdullah abdullah1 abdullah123 omar1234 yousef123 hassan123 hussain123 aisha123 sara1234 noor1234 alhamdulillah
bismillah bismillah1 bismillah123 insha'allah mashallah 786786786 78678678 allahuakbar
dubai123 dubai2020 dubai2021 dubai2022 dubai2023 dubai2024 dubai2025 dubai@123 abudhabi abudhabi1 sharjah1 emirates
emirates1 emirates123 uae12345 uae123456 unitedarabemirates falcon123 etisalat etisalat1 du123456
insurance insurance1 insurance123 broker123 brokerdesk brokerdesk1 brokerdesk123 brokerdesk2024 brokerdesk2025
policy123 motor1234 quotation customer1 customer123 company123 office123 office2024 business1 manager1 manager123
employee1 employee123 agent123 agent1234 supervisor supervisor1 support123 helpdesk1 service123 finance1 account123
accounts1 sales1234 marketing1 operations hr123456 it123456 staff1234 team1234 teamwork
whatsapp whatsapp1 instagram instagram1 snapchat youtube123 netflix1 spotify1 minecraft fortnite roblox123
chocolate chocolate1 cookie123 pepper123 cheese123 banana123 orange123 apple1234 mango123 coffee123 pizza123
blink182 metallica nirvana1 eminem123 babygirl babygirl1 babyboy1 angel123 angels12 butterfly butterfly1 flower123
flowers1 rainbow1 purple123 yellow123 silver123 golden123 diamond1 diamonds crystal1 thunder1 shadow123 shadow12
hunter123 hunter12 killer123 ranger123 soldier1 tigers12 tiger123 lion1234 eagle123 dolphin1 dolphins elephant
jesus123 jesus1234 christ123 blessed1 godisgood heaven123 angel1234 forever1 forever21 family123 friends1 friends123
loveme12 loveu123 mylove123 myspace1 myname123 mypassword mypass123 yourpass nopassword nothing1 noaccess
security security1 secure123 private1 confidential unknown1 anything something letmein! opensesame
qwertyqwerty asdfghjkl1 zxcvbnm12 poiuytrewq lkjhgfdsa mnbvcxz1 asdfgh12 asdf12345 qwer12345 1234abcd abcd12345
a1234567 a12345678 1a2b3c4d 1a2b3c4d5e aa112233 q1234567 q12345678 z1234567 zxcv1234 1234zxcv
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean).map((word) => word.toLowerCase()));

/** Whether a password is one of the common ones, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

import type { Vacancy } from '@shop/core/contract';

/** Vacancies as the API gives them (the letter is the title's first when the shop sets none). */
export const VACANCIES: Vacancy[] = [
  {
    id: 1,
    title: 'Consultant vânzări',
    letter: 'C',
    city: 'Chișinău',
    text: 'Consiliezi clienții în alegerea produselor.\nProgram în ture, salariu fix și bonusuri.',
  },
  {
    id: 2,
    title: 'Casier',
    letter: 'K',
    city: 'Bălți',
    text: 'Deservești clienții la casă.\nOferim instruire și transport de serviciu.',
  },
  {
    id: 3,
    title: 'Manager vânzări angro',
    letter: 'M',
    city: null,
    text: '',
  },
];

/** A vacancy whose text runs past six lines: clamped, with "read more". */
export const LONG_VACANCY: Vacancy = {
  id: 4,
  title: 'Șofer-curier',
  letter: 'Ș',
  city: 'Cahul',
  text: [
    'Livrezi comenzile în Cahul și împrejurimi, cu mașina companiei.',
    'Încarci marfa la depozit dimineața și verifici fiecare comandă după listă.',
    'Ajuți clienții să descarce produsele mari și le explici cum să le monteze.',
    'Încasezi plata la livrare și predai banii și actele la sfârșitul zilei.',
    'Cerințe: permis categoria B (de preferat și C), experiență de cel puțin un an.',
    'Oferim: salariu fix plus bonus pentru fiecare livrare, telefon de serviciu.',
    'Program: luni–vineri 8:00–17:00, sâmbăta prin rotație, o dată pe lună.',
    'După perioada de probă: asigurare medicală și reduceri la produsele magazinului.',
  ].join('\n'),
};

/** A vacancy whose text is the editor's HTML, as the API sends it: a list, then a paragraph. */
export const HTML_VACANCY: Vacancy = {
  id: 5,
  title: 'Operator call-center',
  letter: 'O',
  city: 'Chișinău',
  text:
    '<ul><li>Preiei comenzi telefonice în română și rusă.</li>' +
    '<li>Posibilitate de lucru de acasă.</li></ul>' +
    '<p>Trimite CV-ul prin <strong>formularul de mai jos</strong>.</p>',
};

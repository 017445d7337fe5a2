import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const apiError = {
  not_found: 'Nu am găsit ceea ce căutați.',
  invalid_request: 'Verificați datele introduse și încercați din nou.',
  payload_too_large: 'Fișierul sau datele trimise sunt prea mari.',
  unsupported_media_type: 'Acest tip de fișier nu este acceptat.',
  not_authenticated: 'Autentificați-vă pentru a continua.',
  invalid_credentials: 'Login sau parolă greșită.',
  invalid_token: 'Linkul sau codul nu mai este valabil. Cereți unul nou.',
  social_login_failed: 'Autentificarea nu a reușit. Încercați din nou.',
  too_many_requests: 'Prea multe încercări. Încercați din nou mai târziu.',
  service_unavailable:
    'Magazinul este indisponibil pentru scurt timp. Încercați din nou peste câteva momente.',
  internal_error: 'A apărut o eroare. Încercați din nou mai târziu.',
  network: 'Nu există conexiune. Verificați internetul și încercați din nou.',
  aborted: 'Cererea a fost anulată.',
  forbidden: 'Contul dumneavoastră nu are acces la această acțiune.',
  out_of_stock: 'Unele produse nu mai sunt în stoc în cantitatea dorită.',
  idempotency_key_reused:
    'Comanda a fost deja trimisă cu alte date. Reîncărcați pagina și încercați din nou.',
  already_reviewed: 'Ați lăsat deja o recenzie pentru acest produs.',
  limit_reached: 'Lista este plină. Ștergeți câteva produse și încercați din nou.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;

/** The map links a record may carry (a partner's location, a garage): Google Maps over https, in its long and short forms. */
export const GOOGLE_MAPS_URL = /^https:\/\/(maps\.google\.com|www\.google\.com\/maps|goo\.gl\/maps|maps\.app\.goo\.gl)([/?#].*)?$/i;

/**
 * Lines for people hurt by someone else — sexual violence, and abuse at home or by a partner — by
 * country, for the support the chat offers when a person tells of such harm (harm-disclosure.ts).
 *
 * Written down on 2026-11-28 from each service's own site, cited entry by entry in `source`, as known
 * to the person who wrote it: Kindred's build machine cannot reach the web, so they were not re-read on
 * that day. Only national lines (and Scotland's, beside England and Wales's) whose numbers were known for certain went in, hours only where known
 * to be 24/7; a country whose lines were in doubt has none here (the crisis lines, the emergency number
 * and findahelpline.com, which lists lines by topic, remain). Check them against their sources
 * before each release, with the crisis lines (helpline-data.ts).
 */
import { call, chat, text } from "./helpline-data.js";
import type { Helpline } from "./helplines.js";

/** The day these entries were written down here. */
const ADDED = "2026-11-28";

export const HARM_SUPPORT: Readonly<Record<string, readonly Helpline[]>> = {
  US: [
    {
      name: "RAINN National Sexual Assault Hotline",
      contacts: [call("800-656-4673"), chat("https://hotline.rainn.org/online")],
      hours: "24/7",
      source: "https://rainn.org/",
      asOf: ADDED,
    },
    {
      name: "National Domestic Violence Hotline",
      contacts: [call("800-799-7233"), text("88788", "START"), chat("https://www.thehotline.org/")],
      hours: "24/7",
      source: "https://www.thehotline.org/",
      asOf: ADDED,
    },
  ],
  GB: [
    {
      name: "Rape Crisis 24/7 Support Line (England and Wales)",
      contacts: [call("0808 500 2222")],
      hours: "24/7",
      source: "https://rapecrisis.org.uk/",
      asOf: ADDED,
    },
    {
      name: "Rape Crisis Scotland Helpline",
      contacts: [call("08088 01 03 02")],
      source: "https://www.rapecrisisscotland.org.uk/",
      asOf: ADDED,
    },
    {
      name: "National Domestic Abuse Helpline (Refuge)",
      contacts: [call("0808 2000 247")],
      hours: "24/7",
      source: "https://www.nationaldahelpline.org.uk/",
      asOf: ADDED,
    },
    {
      name: "Men's Advice Line",
      contacts: [call("0808 801 0327")],
      source: "https://mensadviceline.org.uk/",
      asOf: ADDED,
    },
  ],
  IE: [
    {
      name: "Dublin Rape Crisis Centre",
      contacts: [call("1800 77 8888")],
      hours: "24/7",
      source: "https://www.drcc.ie/",
      asOf: ADDED,
    },
    {
      name: "Women's Aid",
      contacts: [call("1800 341 900")],
      hours: "24/7",
      source: "https://www.womensaid.ie/",
      asOf: ADDED,
    },
  ],
  AU: [
    {
      name: "1800RESPECT",
      contacts: [call("1800 737 732"), chat("https://www.1800respect.org.au/")],
      hours: "24/7",
      source: "https://www.1800respect.org.au/",
      asOf: ADDED,
    },
  ],
  NZ: [
    {
      name: "Safe to talk (sexual harm)",
      contacts: [call("0800 044 334"), text("4334")],
      hours: "24/7",
      source: "https://safetotalk.nz/",
      asOf: ADDED,
    },
  ],
  DE: [
    {
      name: "Hilfetelefon Gewalt gegen Frauen",
      contacts: [call("116 016")],
      hours: "24/7",
      source: "https://www.hilfetelefon.de/",
      asOf: ADDED,
    },
  ],
  FR: [
    {
      name: "3919 Violences Femmes Info",
      contacts: [call("3919")],
      hours: "24/7",
      source: "https://arretonslesviolences.gouv.fr/",
      asOf: ADDED,
    },
  ],
  ES: [
    {
      name: "016 (violencia de género)",
      contacts: [call("016")],
      hours: "24/7",
      source: "https://violenciagenero.igualdad.gob.es/",
      asOf: ADDED,
    },
  ],
  IT: [
    {
      name: "1522 (violenza e stalking)",
      contacts: [call("1522")],
      hours: "24/7",
      source: "https://www.1522.eu/",
      asOf: ADDED,
    },
  ],
  NL: [
    {
      name: "Veilig Thuis",
      contacts: [call("0800 2000")],
      hours: "24/7",
      source: "https://veiligthuis.nl/",
      asOf: ADDED,
    },
  ],
  BR: [
    {
      name: "Ligue 180 (Central de Atendimento à Mulher)",
      contacts: [call("180")],
      hours: "24/7",
      source: "https://www.gov.br/mulheres/pt-br/ligue180",
      asOf: ADDED,
    },
  ],
};

/** The lines for people hurt by someone, in the country with this code (none where the list has none). */
export const harmSupportFor = (code: string | null): readonly Helpline[] =>
  (code && HARM_SUPPORT[code.toUpperCase()]) || [];

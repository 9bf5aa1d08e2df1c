import type { FormOfAddress } from '@/tenancy/schema';

/**
 * The sandbox's blog articles per language, written for this shop. `{{shop}}` becomes the tenant's
 * name, so every blog tenant publishes them as its own; paragraphs are separated by blank lines.
 * Like the shop's texts (ADR 0025) they address the reader informally; `formalWording` holds the
 * formal wording.
 */
export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  /** file under public/tenants/_blog/ */
  cover: string;
  author: string;
  /** days before the seed's reference date */
  age: number;
}

export const articles: Record<string, Article[]> = {
  en: [
    {
      slug: 'top-up-in-a-minute',
      title: 'How to top up your prepaid phone in under a minute',
      excerpt: 'Number, amount, payment: three steps and your credit is there before the kettle boils.',
      body: 'Topping up with {{shop}} takes three steps. Type the mobile number you want to top up, pick an amount, and pay with the method you prefer.\n\nThe credit usually arrives within seconds. You get a confirmation on screen straight away, and the order number stays on the result page in case you need it later.\n\nTip: check the number twice before you pay. Credit that has arrived on a phone cannot be moved to another one.\n\nWhich amount should you choose? If you mostly use data, look at what your tariff charges per gigabyte and pick an amount that covers a month. If you top up for someone else, a medium amount is a safe start: it is enough for a few weeks and leaves room for the next top-up.\n\nYou do not need an account to top up. If you create one, {{shop}} remembers your numbers and shows your past orders, so the next top-up really does take less than a minute. Many customers save the numbers of their family there too.',
      cover: 'phone.svg',
      author: 'Sam Taylor',
      age: 3,
    },
    {
      slug: 'automatic-top-ups-explained',
      title: 'Never run out of credit: automatic top-ups explained',
      excerpt:
        'Low balance, weekly or monthly: which kind of automatic top-up fits the way you use your phone.',
      body: 'An automatic top-up refills your credit without you thinking about it. With a low-balance top-up, {{shop}} adds credit as soon as your balance drops under a limit you choose.\n\nWeekly and monthly top-ups work like a standing order: the same amount on the same day. They suit anyone who knows roughly what a month of calls and data costs.\n\nYou can pause or delete an automatic top-up in your account at any time, and you always see the next date before anything is charged.\n\nWhich kind fits you? If your usage changes from month to month, the low-balance top-up is the safer choice: it only acts when you actually need credit. If you prefer fixed costs and a predictable bank statement, a monthly top-up on the day after payday works well.\n\nEvery automatic top-up uses a payment method you have saved in your account. If a payment fails, for example because a card has expired, we tell you by e-mail and try again later, so your phone is never left without credit and without warning.',
      cover: 'calendar.svg',
      author: 'Priya Shah',
      age: 12,
    },
    {
      slug: 'esim-when-travelling',
      title: 'Travelling abroad? What an eSIM changes',
      excerpt: 'No plastic card, no shop visit: how an eSIM gets you online the moment you land.',
      body: 'An eSIM is a SIM card built into your phone. Instead of inserting plastic, you scan a QR code and the profile installs itself.\n\nFor travellers that means you can buy data for your destination before you leave, and keep your home number active on the physical SIM at the same time.\n\nBefore you buy, check in your phone settings that it supports eSIM and is not locked to one network. {{shop}} shows the QR code right after payment.\n\nHow much data do you need? For a week of maps, messages and the occasional video call, three to five gigabytes are usually enough. Streaming video or working on a laptop through your phone uses far more, so choose a larger plan or one with a longer validity.\n\nInstall the eSIM at home while you still have Wi-Fi, but switch it on only when you arrive: the validity of many plans starts with the first connection abroad. Remember to turn on data roaming for the eSIM and to turn it off for your home SIM, so you are not charged twice.',
      cover: 'globe.svg',
      author: 'Lena Fischer',
      age: 21,
    },
    {
      slug: 'paying-safely-online',
      title: 'Paying safely online: what we do and what you can do',
      excerpt: 'Encrypted payments, no stored card numbers, and a few habits that keep your money yours.',
      body: 'Every payment at {{shop}} runs over an encrypted connection to a certified payment provider. We never see or store your full card number.\n\nYou can help too: only pay on the shop’s own address, never share one-time codes sent to your phone, and be wary of messages that ask you to top up someone else’s number in a hurry.\n\nIf something looks wrong with an order, contact our support with the order number. We answer every message.\n\nMany payments are confirmed a second time in your banking app or with a code from your bank. This step, called strong customer authentication, is required in Europe and protects you even if someone knows your card details. Take a moment to read what the app asks you to confirm: the amount and the name of the shop must match your order.\n\nWe never ask for your password, PIN or full card number by phone, e-mail or chat. Anyone who does is not us. If you are unsure, close the message and open the shop by typing its address yourself.',
      cover: 'shield.svg',
      author: 'Sam Taylor',
      age: 34,
    },
    {
      slug: 'vouchers-as-gifts',
      title: 'Prepaid vouchers as a last-minute gift',
      excerpt: 'Forgot a birthday? A voucher code arrives in seconds and always fits.',
      body: 'A prepaid voucher is a code the recipient enters on their own phone. It works for anyone on the same network, and nobody needs to know their phone number in advance.\n\nWith {{shop}} the code is shown right after payment and sent to you by e-mail, so you can forward it or write it into a card.\n\nVouchers do not expire quickly, which makes them a safe gift for students, grandparents and everyone in between.\n\nCheck which network the recipient uses before you buy. A voucher for the wrong network cannot be redeemed, and a code that has been shown once cannot be exchanged. If you are not sure, ask casually, or choose a gift card that works in many shops instead.\n\nRedeeming is simple: the recipient dials the short code printed next to the voucher or enters it in the network’s app, and the credit appears within moments. Keep the confirmation e-mail until the code has been used, in case there is a question later. That way your gift arrives in full.',
      cover: 'gift.svg',
      author: 'Priya Shah',
      age: 47,
    },
  ],
  de: [
    {
      slug: 'aufladen-in-einer-minute',
      title: 'Prepaid-Guthaben in unter einer Minute aufladen',
      excerpt:
        'Nummer, Betrag, Bezahlung: drei Schritte, und das Guthaben ist da, bevor der Kaffee durchgelaufen ist.',
      body: 'Aufladen bei {{shop}} geht in drei Schritten. Gib die Handynummer ein, wähle einen Betrag und bezahl mit der Methode, die dir am liebsten ist.\n\nDas Guthaben kommt meist innerhalb von Sekunden an. Die Bestätigung siehst du sofort, und die Bestellnummer bleibt auf der Ergebnisseite, falls du sie später brauchst.\n\nTipp: Prüf die Nummer vor dem Bezahlen zweimal. Guthaben, das auf einem Handy angekommen ist, lässt sich nicht auf ein anderes übertragen.\n\nWelcher Betrag ist der richtige? Wenn du vor allem mobile Daten nutzt, lohnt ein Blick auf den Preis pro Gigabyte in deinem Tarif: Wähle einen Betrag, der für einen Monat reicht. Lädst du für jemand anderen auf, ist ein mittlerer Betrag ein sicherer Anfang, der für einige Wochen genügt.\n\nFür das Aufladen brauchst du kein Kundenkonto. Wenn du eines anlegst, merkt sich {{shop}} deine Nummern und zeigt deine bisherigen Bestellungen, sodass die nächste Aufladung wirklich weniger als eine Minute dauert. Viele Kundinnen und Kunden speichern dort auch die Nummern ihrer Familie.',
      cover: 'phone.svg',
      author: 'Jonas Weber',
      age: 4,
    },
    {
      slug: 'automatisch-aufladen',
      title: 'Nie wieder ohne Guthaben: automatisches Aufladen erklärt',
      excerpt: 'Bei niedrigem Guthaben, wöchentlich oder monatlich: welche Variante zu dir passt.',
      body: 'Eine automatische Aufladung füllt dein Guthaben auf, ohne dass du daran denken musst. Bei der Aufladung nach Guthabenstand bucht {{shop}} nach, sobald dein Guthaben unter eine selbst gewählte Grenze fällt.\n\nWöchentliche und monatliche Aufladungen funktionieren wie ein Dauerauftrag: gleicher Betrag, gleicher Tag. Ideal, wenn du ungefähr weißt, was ein Monat Telefonieren und Surfen kostet.\n\nDu kannst jede automatische Aufladung in deinem Konto jederzeit pausieren oder löschen und siehst immer den nächsten Termin, bevor etwas abgebucht wird.\n\nWelche Variante passt zu dir? Schwankt deine Nutzung von Monat zu Monat, ist die Aufladung nach Guthabenstand die sichere Wahl, denn sie greift nur, wenn du wirklich Guthaben brauchst. Magst du feste Kosten und einen übersichtlichen Kontoauszug, passt eine monatliche Aufladung kurz nach dem Gehaltseingang.\n\nJede automatische Aufladung nutzt eine Zahlungsart, die du in deinem Konto gespeichert hast. Schlägt eine Zahlung fehl, etwa weil eine Karte abgelaufen ist, informieren wir dich per E-Mail und versuchen es später erneut, damit dein Handy nicht ohne Vorwarnung ohne Guthaben dasteht.',
      cover: 'calendar.svg',
      author: 'Miriam Koch',
      age: 15,
    },
    {
      slug: 'sicher-online-bezahlen',
      title: 'Sicher online bezahlen: was wir tun und was du tun kannst',
      excerpt: 'Verschlüsselte Zahlungen, keine gespeicherten Kartennummern und ein paar gute Gewohnheiten.',
      body: 'Jede Zahlung bei {{shop}} läuft verschlüsselt über einen zertifizierten Zahlungsdienstleister. Deine vollständige Kartennummer sehen und speichern wir nie.\n\nDu kannst mithelfen: Bezahl nur auf der Adresse des Shops, gib nie Einmalcodes weiter, die an dein Handy geschickt werden, und sei skeptisch bei Nachrichten, die dich drängen, fremde Nummern aufzuladen.\n\nWenn dir bei einer Bestellung etwas seltsam vorkommt, schreib unserem Support mit der Bestellnummer. Wir antworten auf jede Nachricht.\n\nViele Zahlungen bestätigst du ein zweites Mal in deiner Banking-App oder mit einem Code deiner Bank. Diese starke Kundenauthentifizierung ist in Europa vorgeschrieben und schützt dich auch dann, wenn jemand deine Kartendaten kennt. Lies kurz, was die App bestätigen lässt: Betrag und Name des Shops müssen zu deiner Bestellung passen.\n\nWir fragen nie per Telefon, E-Mail oder Chat nach deinem Passwort, deiner PIN oder deiner vollständigen Kartennummer. Wer das tut, gehört nicht zu uns. Im Zweifel schließ die Nachricht und ruf den Shop auf, indem du seine Adresse selbst eintippst.',
      cover: 'shield.svg',
      author: 'Jonas Weber',
      age: 29,
    },
    {
      slug: 'gutscheine-verschenken',
      title: 'Prepaid-Gutscheine als Geschenk in letzter Minute',
      excerpt: 'Geburtstag vergessen? Ein Gutscheincode ist in Sekunden da und passt immer.',
      body: 'Ein Prepaid-Gutschein ist ein Code, den die beschenkte Person auf dem eigenen Handy eingibt. Du musst dafür weder die Rufnummer kennen noch etwas verschicken.\n\nBei {{shop}} siehst du den Code direkt nach der Zahlung und erhältst ihn zusätzlich per E-Mail, zum Weiterleiten oder für die Glückwunschkarte.\n\nGutscheine verfallen nicht schnell und sind deshalb ein sicheres Geschenk für Schüler, Großeltern und alle dazwischen.\n\nPrüf vor dem Kauf, in welchem Netz die beschenkte Person telefoniert. Ein Gutschein für das falsche Netz lässt sich nicht einlösen, und ein einmal angezeigter Code kann nicht umgetauscht werden. Wenn du unsicher bist, frag unauffällig nach oder wähl eine Geschenkkarte, die in vielen Geschäften gilt.\n\nDas Einlösen ist einfach: Die beschenkte Person wählt den Kurzcode, der neben dem Gutschein steht, oder gibt ihn in der App des Netzbetreibers ein, und das Guthaben ist kurz darauf da. Bewahr die Bestätigungsmail auf, bis der Code eingelöst ist, falls später eine Frage aufkommt. So kommt dein Geschenk vollständig an.',
      cover: 'gift.svg',
      author: 'Miriam Koch',
      age: 52,
    },
  ],
  nl: [
    {
      slug: 'opwaarderen-in-een-minuut',
      title: 'Je prepaid beltegoed opwaarderen in minder dan een minuut',
      excerpt: 'Nummer, bedrag, betalen: drie stappen en je tegoed staat erop.',
      body: 'Opwaarderen bij {{shop}} gaat in drie stappen. Vul het mobiele nummer in, kies een bedrag en betaal met de methode die jij wilt, bijvoorbeeld iDEAL.\n\nHet tegoed staat er meestal binnen een paar seconden op. Je ziet meteen een bevestiging en het ordernummer blijft op de resultaatpagina staan.\n\nTip: controleer het nummer twee keer voordat je betaalt. Tegoed dat op een telefoon staat, kun je niet meer naar een andere overzetten.\n\nWelk bedrag kies je? Gebruik je vooral mobiele data, kijk dan wat je bundel per gigabyte kost en kies een bedrag waarmee je een maand vooruit kunt. Waardeer je op voor iemand anders, dan is een gemiddeld bedrag een veilige keuze: genoeg voor een paar weken en ruimte voor de volgende keer.\n\nJe hebt geen account nodig om op te waarderen. Maak je er wel een aan, dan onthoudt {{shop}} je nummers en zie je je eerdere bestellingen, zodat de volgende opwaardering echt minder dan een minuut duurt. Veel klanten bewaren er ook de nummers van hun gezin.',
      cover: 'phone.svg',
      author: 'Daan de Vries',
      age: 2,
    },
    {
      slug: 'automatisch-opwaarderen',
      title: 'Nooit meer zonder tegoed: automatisch opwaarderen uitgelegd',
      excerpt: 'Bij laag saldo, per week of per maand: welke vorm bij jouw gebruik past.',
      body: 'Met automatisch opwaarderen vult {{shop}} je tegoed aan zonder dat je eraan hoeft te denken. Bij laag saldo gebeurt dat zodra je tegoed onder een grens komt die je zelf kiest.\n\nWekelijks of maandelijks opwaarderen werkt als een vaste opdracht: hetzelfde bedrag op dezelfde dag. Handig als je ongeveer weet wat je per maand belt en surft.\n\nJe kunt een automatische opwaardering altijd pauzeren of verwijderen in je account, en je ziet de volgende datum voordat er iets wordt afgeschreven.\n\nWelke vorm past bij jou? Wisselt je gebruik van maand tot maand, dan is opwaarderen bij laag saldo de veiligste keuze: het gebeurt alleen als je echt tegoed nodig hebt. Houd je van vaste kosten en een overzichtelijk rekeningafschrift, kies dan voor maandelijks opwaarderen vlak na je salaris.\n\nElke automatische opwaardering gebruikt een betaalmethode die je in je account hebt opgeslagen. Mislukt een betaling, bijvoorbeeld omdat een kaart is verlopen, dan laten we het je per e-mail weten en proberen we het later opnieuw, zodat je niet onverwacht zonder tegoed zit.',
      cover: 'calendar.svg',
      author: 'Fleur Jansen',
      age: 11,
    },
    {
      slug: 'veilig-online-betalen',
      title: 'Veilig online betalen: wat wij doen en wat jij kunt doen',
      excerpt: 'Versleutelde betalingen, geen opgeslagen kaartnummers en een paar goede gewoontes.',
      body: 'Elke betaling bij {{shop}} loopt versleuteld via een gecertificeerde betaalprovider. Je volledige kaartnummer zien of bewaren wij nooit.\n\nJij kunt ook helpen: betaal alleen op het eigen adres van de shop, deel nooit eenmalige codes die naar je telefoon worden gestuurd en wees wantrouwig bij berichten die haast maken om andermans nummer op te waarderen.\n\nKlopt er iets niet aan een bestelling? Neem contact op met onze klantenservice en noem je ordernummer.\n\nVeel betalingen bevestig je een tweede keer in je bankapp of met een code van je bank. Deze sterke klantauthenticatie is in Europa verplicht en beschermt je, ook als iemand je kaartgegevens kent. Lees even wat de app je laat bevestigen: het bedrag en de naam van de shop moeten kloppen met je bestelling.\n\nWij vragen nooit per telefoon, e-mail of chat naar je wachtwoord, pincode of volledige kaartnummer. Wie dat wel doet, hoort niet bij ons. Twijfel je, sluit dan het bericht en open de shop door het adres zelf in te typen.',
      cover: 'shield.svg',
      author: 'Daan de Vries',
      age: 26,
    },
    {
      slug: 'tegoedbon-cadeau',
      title: 'Een tegoedbon als cadeau op het laatste moment',
      excerpt: 'Verjaardag vergeten? Een code is er binnen seconden en past altijd.',
      body: 'Een prepaid tegoedbon is een code die de ontvanger zelf op de eigen telefoon invoert. Je hoeft het telefoonnummer niet te weten.\n\nBij {{shop}} zie je de code direct na de betaling en krijg je hem ook per e-mail, om door te sturen of in een kaart te schrijven.\n\nTegoedbonnen verlopen niet snel en zijn daarom een veilig cadeau voor scholieren, opa’s en oma’s en iedereen daartussen.\n\nControleer voor je koopt bij welke provider de ontvanger zit. Een tegoedbon voor de verkeerde provider kun je niet verzilveren, en een code die eenmaal is getoond, kun je niet meer ruilen. Weet je het niet zeker, vraag het dan terloops of kies een cadeaukaart die in veel winkels werkt.\n\nVerzilveren is eenvoudig: de ontvanger belt de korte code die bij de tegoedbon staat of voert hem in de app van de provider in, en het tegoed staat er binnen enkele ogenblikken op. Bewaar de bevestigingsmail tot de code is gebruikt, voor het geval er later een vraag komt. Zo komt je cadeau volledig aan.',
      cover: 'gift.svg',
      author: 'Fleur Jansen',
      age: 40,
    },
  ],
  fr: [
    {
      slug: 'recharger-en-une-minute',
      title: 'Recharger son mobile prépayé en moins d’une minute',
      excerpt: 'Numéro, montant, paiement : trois étapes et votre crédit est là.',
      body: 'Recharger avec {{shop}} se fait en trois étapes. Saisissez le numéro de mobile, choisissez un montant et payez avec le moyen qui vous convient.\n\nLe crédit arrive en général en quelques secondes. La confirmation s’affiche tout de suite et le numéro de commande reste sur la page de résultat.\n\nAstuce : vérifiez deux fois le numéro avant de payer. Un crédit arrivé sur un téléphone ne peut pas être transféré sur un autre.\n\nQuel montant choisir ? Si vous utilisez surtout des données mobiles, regardez ce que votre forfait facture par gigaoctet et choisissez un montant qui couvre un mois. Si vous rechargez pour quelqu’un d’autre, un montant moyen est un bon début : assez pour quelques semaines, avec de la marge pour la prochaine fois.\n\nVous n’avez pas besoin de compte pour recharger. Si vous en créez un, {{shop}} retient vos numéros et affiche vos commandes passées, pour que la prochaine recharge prenne vraiment moins d’une minute. Beaucoup de clients y enregistrent aussi les numéros de leur famille.',
      cover: 'phone.svg',
      author: 'Camille Martin',
      age: 5,
    },
    {
      slug: 'recharge-automatique',
      title: 'Ne plus jamais manquer de crédit : la recharge automatique',
      excerpt: 'Sur solde bas, chaque semaine ou chaque mois : quelle formule vous correspond.',
      body: 'La recharge automatique remplit votre crédit sans que vous y pensiez. Sur solde bas, {{shop}} recharge dès que votre solde passe sous un seuil que vous choisissez.\n\nLes recharges hebdomadaires et mensuelles fonctionnent comme un virement permanent : même montant, même jour.\n\nVous pouvez suspendre ou supprimer une recharge automatique à tout moment depuis votre compte, et vous voyez toujours la prochaine date avant tout débit.\n\nQuelle formule vous convient ? Si votre consommation varie d’un mois à l’autre, la recharge sur solde bas est le choix le plus sûr : elle n’agit que lorsque vous avez réellement besoin de crédit. Si vous préférez des dépenses fixes et un relevé bancaire clair, une recharge mensuelle juste après le versement du salaire convient très bien.\n\nChaque recharge automatique utilise un moyen de paiement enregistré dans votre compte. Si un paiement échoue, par exemple parce qu’une carte a expiré, nous vous prévenons par e-mail et réessayons plus tard, pour que votre téléphone ne se retrouve pas sans crédit sans avertissement.',
      cover: 'calendar.svg',
      author: 'Hugo Bernard',
      age: 16,
    },
    {
      slug: 'esim-en-voyage',
      title: 'En voyage ? Ce que change une eSIM',
      excerpt: 'Pas de carte plastique, pas de boutique : connecté dès l’atterrissage.',
      body: 'Une eSIM est une carte SIM intégrée à votre téléphone. Au lieu d’insérer une carte, vous scannez un code QR et le profil s’installe.\n\nEn voyage, vous achetez vos données pour la destination avant de partir, tout en gardant votre numéro habituel sur la carte physique.\n\nAvant d’acheter, vérifiez que votre téléphone est compatible eSIM et n’est pas bloqué sur un opérateur. {{shop}} affiche le code QR juste après le paiement.\n\nDe combien de données avez-vous besoin ? Pour une semaine de cartes, de messages et de quelques appels vidéo, trois à cinq gigaoctets suffisent en général. Regarder des vidéos ou travailler sur un ordinateur via votre téléphone consomme bien plus : choisissez alors un forfait plus grand ou plus long.\n\nInstallez l’eSIM chez vous tant que vous avez le Wi-Fi, mais activez-la seulement à l’arrivée : la validité de nombreux forfaits commence à la première connexion à l’étranger. Pensez à activer l’itinérance des données pour l’eSIM et à la désactiver pour votre carte habituelle, afin de ne pas payer deux fois.',
      cover: 'globe.svg',
      author: 'Camille Martin',
      age: 30,
    },
    {
      slug: 'payer-en-securite',
      title: 'Payer en ligne en toute sécurité',
      excerpt: 'Paiements chiffrés, aucun numéro de carte conservé, et quelques bons réflexes.',
      body: 'Chaque paiement chez {{shop}} passe par une connexion chiffrée vers un prestataire de paiement certifié. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.\n\nVous pouvez aussi vous protéger : ne payez que sur l’adresse de la boutique, ne partagez jamais les codes à usage unique reçus par SMS et méfiez-vous des messages pressants.\n\nSi une commande vous semble anormale, contactez notre service client avec le numéro de commande.\n\nDe nombreux paiements se confirment une seconde fois dans votre application bancaire ou avec un code de votre banque. Cette authentification forte est obligatoire en Europe et vous protège même si quelqu’un connaît les données de votre carte. Prenez le temps de lire ce que l’application vous demande de confirmer : le montant et le nom de la boutique doivent correspondre à votre commande.\n\nNous ne demandons jamais votre mot de passe, votre code PIN ou votre numéro de carte complet par téléphone, e-mail ou chat. Quiconque le fait n’est pas nous. En cas de doute, fermez le message et ouvrez la boutique en saisissant vous-même son adresse.',
      cover: 'shield.svg',
      author: 'Hugo Bernard',
      age: 44,
    },
  ],
};

/** What the formal wording replaces in an article. */
export type Wording = Pick<Article, 'title' | 'excerpt' | 'body'>;

/**
 * The formal wording (ADR 0025) of the languages whose articles above address the reader informally
 * ("du", "je"), for the shops that say "Sie" and "u", by slug; the other languages have one form.
 */
export const formalWording: Record<string, Record<string, Wording>> = {
  de: {
    'aufladen-in-einer-minute': {
      title: 'Prepaid-Guthaben in unter einer Minute aufladen',
      excerpt:
        'Nummer, Betrag, Bezahlung: drei Schritte, und das Guthaben ist da, bevor der Kaffee durchgelaufen ist.',
      body: 'Aufladen bei {{shop}} geht in drei Schritten. Geben Sie die Handynummer ein, wählen Sie einen Betrag und bezahlen Sie mit der Methode, die Ihnen am liebsten ist.\n\nDas Guthaben kommt meist innerhalb von Sekunden an. Die Bestätigung sehen Sie sofort, und die Bestellnummer bleibt auf der Ergebnisseite, falls Sie sie später brauchen.\n\nTipp: Prüfen Sie die Nummer vor dem Bezahlen zweimal. Guthaben, das auf einem Handy angekommen ist, lässt sich nicht auf ein anderes übertragen.\n\nWelcher Betrag ist der richtige? Wenn Sie vor allem mobile Daten nutzen, lohnt ein Blick auf den Preis pro Gigabyte in Ihrem Tarif: Wählen Sie einen Betrag, der für einen Monat reicht. Laden Sie für jemand anderen auf, ist ein mittlerer Betrag ein sicherer Anfang, der für einige Wochen genügt.\n\nFür das Aufladen brauchen Sie kein Kundenkonto. Wenn Sie eines anlegen, merkt sich {{shop}} Ihre Nummern und zeigt Ihre bisherigen Bestellungen, sodass die nächste Aufladung wirklich weniger als eine Minute dauert. Viele Kundinnen und Kunden speichern dort auch die Nummern ihrer Familie.',
    },
    'automatisch-aufladen': {
      title: 'Nie wieder ohne Guthaben: automatisches Aufladen erklärt',
      excerpt: 'Bei niedrigem Guthaben, wöchentlich oder monatlich: welche Variante zu Ihnen passt.',
      body: 'Eine automatische Aufladung füllt Ihr Guthaben auf, ohne dass Sie daran denken müssen. Bei der Aufladung nach Guthabenstand bucht {{shop}} nach, sobald Ihr Guthaben unter eine selbst gewählte Grenze fällt.\n\nWöchentliche und monatliche Aufladungen funktionieren wie ein Dauerauftrag: gleicher Betrag, gleicher Tag. Ideal, wenn Sie ungefähr wissen, was ein Monat Telefonieren und Surfen kostet.\n\nSie können jede automatische Aufladung in Ihrem Konto jederzeit pausieren oder löschen und sehen immer den nächsten Termin, bevor etwas abgebucht wird.\n\nWelche Variante passt zu Ihnen? Schwankt Ihre Nutzung von Monat zu Monat, ist die Aufladung nach Guthabenstand die sichere Wahl: Sie greift nur, wenn Sie wirklich Guthaben brauchen. Mögen Sie feste Kosten und einen übersichtlichen Kontoauszug, passt eine monatliche Aufladung kurz nach dem Gehaltseingang.\n\nJede automatische Aufladung nutzt eine Zahlungsart, die Sie in Ihrem Konto gespeichert haben. Schlägt eine Zahlung fehl, etwa weil eine Karte abgelaufen ist, informieren wir Sie per E-Mail und versuchen es später erneut, damit Ihr Handy nicht ohne Vorwarnung ohne Guthaben dasteht.',
    },
    'sicher-online-bezahlen': {
      title: 'Sicher online bezahlen: was wir tun und was Sie tun können',
      excerpt: 'Verschlüsselte Zahlungen, keine gespeicherten Kartennummern und ein paar gute Gewohnheiten.',
      body: 'Jede Zahlung bei {{shop}} läuft verschlüsselt über einen zertifizierten Zahlungsdienstleister. Ihre vollständige Kartennummer sehen und speichern wir nie.\n\nSie können mithelfen: Bezahlen Sie nur auf der Adresse des Shops, geben Sie nie Einmalcodes weiter, die an Ihr Handy geschickt werden, und seien Sie skeptisch bei Nachrichten, die Sie drängen, fremde Nummern aufzuladen.\n\nWenn Ihnen bei einer Bestellung etwas seltsam vorkommt, schreiben Sie unserem Support mit der Bestellnummer. Wir antworten auf jede Nachricht.\n\nViele Zahlungen bestätigen Sie ein zweites Mal in Ihrer Banking-App oder mit einem Code Ihrer Bank. Diese starke Kundenauthentifizierung ist in Europa vorgeschrieben und schützt Sie auch dann, wenn jemand Ihre Kartendaten kennt. Lesen Sie kurz, was die App bestätigen lässt: Betrag und Name des Shops müssen zu Ihrer Bestellung passen.\n\nWir fragen nie per Telefon, E-Mail oder Chat nach Ihrem Passwort, Ihrer PIN oder Ihrer vollständigen Kartennummer. Wer das tut, gehört nicht zu uns. Im Zweifel schließen Sie die Nachricht und rufen den Shop auf, indem Sie seine Adresse selbst eintippen.',
    },
    'gutscheine-verschenken': {
      title: 'Prepaid-Gutscheine als Geschenk in letzter Minute',
      excerpt: 'Geburtstag vergessen? Ein Gutscheincode ist in Sekunden da und passt immer.',
      body: 'Ein Prepaid-Gutschein ist ein Code, den die beschenkte Person auf dem eigenen Handy eingibt. Sie müssen dafür weder die Rufnummer kennen noch etwas verschicken.\n\nBei {{shop}} sehen Sie den Code direkt nach der Zahlung und erhalten ihn zusätzlich per E-Mail, zum Weiterleiten oder für die Glückwunschkarte.\n\nGutscheine verfallen nicht schnell und sind deshalb ein sicheres Geschenk für Schüler, Großeltern und alle dazwischen.\n\nPrüfen Sie vor dem Kauf, in welchem Netz die beschenkte Person telefoniert. Ein Gutschein für das falsche Netz lässt sich nicht einlösen, und ein einmal angezeigter Code kann nicht umgetauscht werden. Wenn Sie unsicher sind, fragen Sie unauffällig nach oder wählen Sie eine Geschenkkarte, die in vielen Geschäften gilt.\n\nDas Einlösen ist einfach: Die beschenkte Person wählt den Kurzcode, der neben dem Gutschein steht, oder gibt ihn in der App des Netzbetreibers ein, und das Guthaben ist kurz darauf da. Bewahren Sie die Bestätigungsmail auf, bis der Code eingelöst ist, falls später eine Frage aufkommt. So kommt Ihr Geschenk vollständig an.',
    },
  },
  nl: {
    'opwaarderen-in-een-minuut': {
      title: 'Uw prepaid beltegoed opwaarderen in minder dan een minuut',
      excerpt: 'Nummer, bedrag, betalen: drie stappen en uw tegoed staat erop.',
      body: 'Opwaarderen bij {{shop}} gaat in drie stappen. Vul het mobiele nummer in, kies een bedrag en betaal met de methode die u wilt, bijvoorbeeld iDEAL.\n\nHet tegoed staat er meestal binnen een paar seconden op. U ziet meteen een bevestiging en het ordernummer blijft op de resultaatpagina staan.\n\nTip: controleer het nummer twee keer voordat u betaalt. Tegoed dat op een telefoon staat, kunt u niet meer naar een andere overzetten.\n\nWelk bedrag kiest u? Gebruikt u vooral mobiele data, kijk dan wat uw bundel per gigabyte kost en kies een bedrag waarmee u een maand vooruit kunt. Waardeert u op voor iemand anders, dan is een gemiddeld bedrag een veilige keuze: genoeg voor een paar weken en ruimte voor de volgende keer.\n\nU hebt geen account nodig om op te waarderen. Maakt u er wel een aan, dan onthoudt {{shop}} uw nummers en ziet u uw eerdere bestellingen, zodat de volgende opwaardering echt minder dan een minuut duurt. Veel klanten bewaren er ook de nummers van hun gezin.',
    },
    'automatisch-opwaarderen': {
      title: 'Nooit meer zonder tegoed: automatisch opwaarderen uitgelegd',
      excerpt: 'Bij laag saldo, per week of per maand: welke vorm bij uw gebruik past.',
      body: 'Met automatisch opwaarderen vult {{shop}} uw tegoed aan zonder dat u eraan hoeft te denken. Bij laag saldo gebeurt dat zodra uw tegoed onder een grens komt die u zelf kiest.\n\nWekelijks of maandelijks opwaarderen werkt als een vaste opdracht: hetzelfde bedrag op dezelfde dag. Handig als u ongeveer weet wat u per maand belt en surft.\n\nU kunt een automatische opwaardering altijd pauzeren of verwijderen in uw account, en u ziet de volgende datum voordat er iets wordt afgeschreven.\n\nWelke vorm past bij u? Wisselt uw gebruik van maand tot maand, dan is opwaarderen bij laag saldo de veiligste keuze: het gebeurt alleen als u echt tegoed nodig hebt. Houdt u van vaste kosten en een overzichtelijk rekeningafschrift, kies dan voor maandelijks opwaarderen vlak na uw salaris.\n\nElke automatische opwaardering gebruikt een betaalmethode die u in uw account hebt opgeslagen. Mislukt een betaling, bijvoorbeeld omdat een kaart is verlopen, dan laten we het u per e-mail weten en proberen we het later opnieuw, zodat u niet onverwacht zonder tegoed zit.',
    },
    'veilig-online-betalen': {
      title: 'Veilig online betalen: wat wij doen en wat u kunt doen',
      excerpt: 'Versleutelde betalingen, geen opgeslagen kaartnummers en een paar goede gewoontes.',
      body: 'Elke betaling bij {{shop}} loopt versleuteld via een gecertificeerde betaalprovider. Uw volledige kaartnummer zien of bewaren wij nooit.\n\nU kunt ook helpen: betaal alleen op het eigen adres van de shop, deel nooit eenmalige codes die naar uw telefoon worden gestuurd en wees wantrouwig bij berichten die haast maken om andermans nummer op te waarderen.\n\nKlopt er iets niet aan een bestelling? Neem contact op met onze klantenservice en noem uw ordernummer.\n\nVeel betalingen bevestigt u een tweede keer in uw bankapp of met een code van uw bank. Deze sterke klantauthenticatie is in Europa verplicht en beschermt u, ook als iemand uw kaartgegevens kent. Lees even wat de app u laat bevestigen: het bedrag en de naam van de shop moeten kloppen met uw bestelling.\n\nWij vragen nooit per telefoon, e-mail of chat naar uw wachtwoord, pincode of volledige kaartnummer. Wie dat wel doet, hoort niet bij ons. Twijfelt u, sluit dan het bericht en open de shop door het adres zelf in te typen.',
    },
    'tegoedbon-cadeau': {
      title: 'Een tegoedbon als cadeau op het laatste moment',
      excerpt: 'Verjaardag vergeten? Een code is er binnen seconden en past altijd.',
      body: 'Een prepaid tegoedbon is een code die de ontvanger zelf op de eigen telefoon invoert. U hoeft het telefoonnummer niet te weten.\n\nBij {{shop}} ziet u de code direct na de betaling en krijgt u hem ook per e-mail, om door te sturen of in een kaart te schrijven.\n\nTegoedbonnen verlopen niet snel en zijn daarom een veilig cadeau voor scholieren, opa’s en oma’s en iedereen daartussen.\n\nControleer voor u koopt bij welke provider de ontvanger zit. Een tegoedbon voor de verkeerde provider kunt u niet verzilveren, en een code die eenmaal is getoond, kunt u niet meer ruilen. Weet u het niet zeker, vraag het dan terloops of kies een cadeaukaart die in veel winkels werkt.\n\nVerzilveren is eenvoudig: de ontvanger belt de korte code die bij de tegoedbon staat of voert hem in de app van de provider in, en het tegoed staat er binnen enkele ogenblikken op. Bewaar de bevestigingsmail tot de code is gebruikt, voor het geval er later een vraag komt. Zo komt uw cadeau volledig aan.',
    },
  },
};

/** The articles a shop of one form of address publishes in one language. */
export function articlesFor(language: string, form: FormOfAddress): Article[] {
  const wording = form === 'formal' ? formalWording[language] : undefined;
  return (articles[language] ?? []).map((article) => ({ ...article, ...wording?.[article.slug] }));
}

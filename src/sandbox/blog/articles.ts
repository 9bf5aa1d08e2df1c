/**
 * The sandbox's blog articles per language, written for this shop. `{{shop}}` becomes the tenant's
 * name, so every blog tenant publishes them as its own; paragraphs are separated by blank lines.
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
      body: 'Topping up with {{shop}} takes three steps. Type the mobile number you want to top up, pick an amount, and pay with the method you prefer.\n\nThe credit usually arrives within seconds. You get a confirmation on screen straight away, and the order number stays on the result page in case you need it later.\n\nTip: check the number twice before you pay. Credit that has arrived on a phone cannot be moved to another one.',
      cover: 'phone.svg',
      author: 'Sam Taylor',
      age: 3,
    },
    {
      slug: 'automatic-top-ups-explained',
      title: 'Never run out of credit: automatic top-ups explained',
      excerpt:
        'Low balance, weekly or monthly: which kind of automatic top-up fits the way you use your phone.',
      body: 'An automatic top-up refills your credit without you thinking about it. With a low-balance top-up, {{shop}} adds credit as soon as your balance drops under a limit you choose.\n\nWeekly and monthly top-ups work like a standing order: the same amount on the same day. They suit anyone who knows roughly what a month of calls and data costs.\n\nYou can pause or delete an automatic top-up in your account at any time, and you always see the next date before anything is charged.',
      cover: 'calendar.svg',
      author: 'Priya Shah',
      age: 12,
    },
    {
      slug: 'esim-when-travelling',
      title: 'Travelling abroad? What an eSIM changes',
      excerpt: 'No plastic card, no shop visit: how an eSIM gets you online the moment you land.',
      body: 'An eSIM is a SIM card built into your phone. Instead of inserting plastic, you scan a QR code and the profile installs itself.\n\nFor travellers that means you can buy data for your destination before you leave, and keep your home number active on the physical SIM at the same time.\n\nBefore you buy, check in your phone settings that it supports eSIM and is not locked to one network. {{shop}} shows the QR code right after payment.',
      cover: 'globe.svg',
      author: 'Lena Fischer',
      age: 21,
    },
    {
      slug: 'paying-safely-online',
      title: 'Paying safely online: what we do and what you can do',
      excerpt: 'Encrypted payments, no stored card numbers, and a few habits that keep your money yours.',
      body: 'Every payment at {{shop}} runs over an encrypted connection to a certified payment provider. We never see or store your full card number.\n\nYou can help too: only pay on the shop’s own address, never share one-time codes sent to your phone, and be wary of messages that ask you to top up someone else’s number in a hurry.\n\nIf something looks wrong with an order, contact our support with the order number. We answer every message.',
      cover: 'shield.svg',
      author: 'Sam Taylor',
      age: 34,
    },
    {
      slug: 'vouchers-as-gifts',
      title: 'Prepaid vouchers as a last-minute gift',
      excerpt: 'Forgot a birthday? A voucher code arrives in seconds and always fits.',
      body: 'A prepaid voucher is a code the recipient enters on their own phone. It works for anyone on the same network, and nobody needs to know their phone number in advance.\n\nWith {{shop}} the code is shown right after payment and sent to you by e-mail, so you can forward it or write it into a card.\n\nVouchers do not expire quickly, which makes them a safe gift for students, grandparents and everyone in between.',
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
      body: 'Aufladen bei {{shop}} geht in drei Schritten. Geben Sie die Handynummer ein, wählen Sie einen Betrag und bezahlen Sie mit der Methode, die Ihnen am liebsten ist.\n\nDas Guthaben kommt meist innerhalb von Sekunden an. Die Bestätigung sehen Sie sofort, und die Bestellnummer bleibt auf der Ergebnisseite, falls Sie sie später brauchen.\n\nTipp: Prüfen Sie die Nummer vor dem Bezahlen zweimal. Guthaben, das auf einem Handy angekommen ist, lässt sich nicht auf ein anderes übertragen.',
      cover: 'phone.svg',
      author: 'Jonas Weber',
      age: 4,
    },
    {
      slug: 'automatisch-aufladen',
      title: 'Nie wieder ohne Guthaben: automatisches Aufladen erklärt',
      excerpt: 'Bei niedrigem Guthaben, wöchentlich oder monatlich: welche Variante zu Ihnen passt.',
      body: 'Eine automatische Aufladung füllt Ihr Guthaben auf, ohne dass Sie daran denken müssen. Bei der Aufladung nach Guthabenstand bucht {{shop}} nach, sobald Ihr Guthaben unter eine selbst gewählte Grenze fällt.\n\nWöchentliche und monatliche Aufladungen funktionieren wie ein Dauerauftrag: gleicher Betrag, gleicher Tag. Ideal, wenn Sie ungefähr wissen, was ein Monat Telefonieren und Surfen kostet.\n\nSie können jede automatische Aufladung in Ihrem Konto jederzeit pausieren oder löschen und sehen immer den nächsten Termin, bevor etwas abgebucht wird.',
      cover: 'calendar.svg',
      author: 'Miriam Koch',
      age: 15,
    },
    {
      slug: 'sicher-online-bezahlen',
      title: 'Sicher online bezahlen: was wir tun und was Sie tun können',
      excerpt: 'Verschlüsselte Zahlungen, keine gespeicherten Kartennummern und ein paar gute Gewohnheiten.',
      body: 'Jede Zahlung bei {{shop}} läuft verschlüsselt über einen zertifizierten Zahlungsdienstleister. Ihre vollständige Kartennummer sehen und speichern wir nie.\n\nSie können mithelfen: Bezahlen Sie nur auf der Adresse des Shops, geben Sie nie Einmalcodes weiter, die an Ihr Handy geschickt werden, und seien Sie skeptisch bei Nachrichten, die Sie drängen, fremde Nummern aufzuladen.\n\nWenn Ihnen bei einer Bestellung etwas seltsam vorkommt, schreiben Sie unserem Support mit der Bestellnummer. Wir antworten auf jede Nachricht.',
      cover: 'shield.svg',
      author: 'Jonas Weber',
      age: 29,
    },
    {
      slug: 'gutscheine-verschenken',
      title: 'Prepaid-Gutscheine als Geschenk in letzter Minute',
      excerpt: 'Geburtstag vergessen? Ein Gutscheincode ist in Sekunden da und passt immer.',
      body: 'Ein Prepaid-Gutschein ist ein Code, den die beschenkte Person auf dem eigenen Handy eingibt. Sie müssen dafür weder die Rufnummer kennen noch etwas verschicken.\n\nBei {{shop}} sehen Sie den Code direkt nach der Zahlung und erhalten ihn zusätzlich per E-Mail, zum Weiterleiten oder für die Glückwunschkarte.\n\nGutscheine verfallen nicht schnell und sind deshalb ein sicheres Geschenk für Schüler, Großeltern und alle dazwischen.',
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
      body: 'Opwaarderen bij {{shop}} gaat in drie stappen. Vul het mobiele nummer in, kies een bedrag en betaal met de methode die jij wilt, bijvoorbeeld iDEAL.\n\nHet tegoed staat er meestal binnen een paar seconden op. Je ziet meteen een bevestiging en het ordernummer blijft op de resultaatpagina staan.\n\nTip: controleer het nummer twee keer voordat je betaalt. Tegoed dat op een telefoon staat, kun je niet meer naar een andere overzetten.',
      cover: 'phone.svg',
      author: 'Daan de Vries',
      age: 2,
    },
    {
      slug: 'automatisch-opwaarderen',
      title: 'Nooit meer zonder tegoed: automatisch opwaarderen uitgelegd',
      excerpt: 'Bij laag saldo, per week of per maand: welke vorm bij jouw gebruik past.',
      body: 'Met automatisch opwaarderen vult {{shop}} je tegoed aan zonder dat je eraan hoeft te denken. Bij laag saldo gebeurt dat zodra je tegoed onder een grens komt die je zelf kiest.\n\nWekelijks of maandelijks opwaarderen werkt als een vaste opdracht: hetzelfde bedrag op dezelfde dag. Handig als je ongeveer weet wat je per maand belt en surft.\n\nJe kunt een automatische opwaardering altijd pauzeren of verwijderen in je account, en je ziet de volgende datum voordat er iets wordt afgeschreven.',
      cover: 'calendar.svg',
      author: 'Fleur Jansen',
      age: 11,
    },
    {
      slug: 'veilig-online-betalen',
      title: 'Veilig online betalen: wat wij doen en wat jij kunt doen',
      excerpt: 'Versleutelde betalingen, geen opgeslagen kaartnummers en een paar goede gewoontes.',
      body: 'Elke betaling bij {{shop}} loopt versleuteld via een gecertificeerde betaalprovider. Je volledige kaartnummer zien of bewaren wij nooit.\n\nJij kunt ook helpen: betaal alleen op het eigen adres van de shop, deel nooit eenmalige codes die naar je telefoon worden gestuurd en wees wantrouwig bij berichten die haast maken om andermans nummer op te waarderen.\n\nKlopt er iets niet aan een bestelling? Neem contact op met onze klantenservice en noem je ordernummer.',
      cover: 'shield.svg',
      author: 'Daan de Vries',
      age: 26,
    },
    {
      slug: 'tegoedbon-cadeau',
      title: 'Een tegoedbon als cadeau op het laatste moment',
      excerpt: 'Verjaardag vergeten? Een code is er binnen seconden en past altijd.',
      body: 'Een prepaid tegoedbon is een code die de ontvanger zelf op de eigen telefoon invoert. Je hoeft het telefoonnummer niet te weten.\n\nBij {{shop}} zie je de code direct na de betaling en krijg je hem ook per e-mail, om door te sturen of in een kaart te schrijven.\n\nTegoedbonnen verlopen niet snel en zijn daarom een veilig cadeau voor scholieren, opa’s en oma’s en iedereen daartussen.',
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
      body: 'Recharger avec {{shop}} se fait en trois étapes. Saisissez le numéro de mobile, choisissez un montant et payez avec le moyen qui vous convient.\n\nLe crédit arrive en général en quelques secondes. La confirmation s’affiche tout de suite et le numéro de commande reste sur la page de résultat.\n\nAstuce : vérifiez deux fois le numéro avant de payer. Un crédit arrivé sur un téléphone ne peut pas être transféré sur un autre.',
      cover: 'phone.svg',
      author: 'Camille Martin',
      age: 5,
    },
    {
      slug: 'recharge-automatique',
      title: 'Ne plus jamais manquer de crédit : la recharge automatique',
      excerpt: 'Sur solde bas, chaque semaine ou chaque mois : quelle formule vous correspond.',
      body: 'La recharge automatique remplit votre crédit sans que vous y pensiez. Sur solde bas, {{shop}} recharge dès que votre solde passe sous un seuil que vous choisissez.\n\nLes recharges hebdomadaires et mensuelles fonctionnent comme un virement permanent : même montant, même jour.\n\nVous pouvez suspendre ou supprimer une recharge automatique à tout moment depuis votre compte, et vous voyez toujours la prochaine date avant tout débit.',
      cover: 'calendar.svg',
      author: 'Hugo Bernard',
      age: 16,
    },
    {
      slug: 'esim-en-voyage',
      title: 'En voyage ? Ce que change une eSIM',
      excerpt: 'Pas de carte plastique, pas de boutique : connecté dès l’atterrissage.',
      body: 'Une eSIM est une carte SIM intégrée à votre téléphone. Au lieu d’insérer une carte, vous scannez un code QR et le profil s’installe.\n\nEn voyage, vous achetez vos données pour la destination avant de partir, tout en gardant votre numéro habituel sur la carte physique.\n\nAvant d’acheter, vérifiez que votre téléphone est compatible eSIM et n’est pas bloqué sur un opérateur. {{shop}} affiche le code QR juste après le paiement.',
      cover: 'globe.svg',
      author: 'Camille Martin',
      age: 30,
    },
    {
      slug: 'payer-en-securite',
      title: 'Payer en ligne en toute sécurité',
      excerpt: 'Paiements chiffrés, aucun numéro de carte conservé, et quelques bons réflexes.',
      body: 'Chaque paiement chez {{shop}} passe par une connexion chiffrée vers un prestataire de paiement certifié. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.\n\nVous pouvez aussi vous protéger : ne payez que sur l’adresse de la boutique, ne partagez jamais les codes à usage unique reçus par SMS et méfiez-vous des messages pressants.\n\nSi une commande vous semble anormale, contactez notre service client avec le numéro de commande.',
      cover: 'shield.svg',
      author: 'Hugo Bernard',
      age: 44,
    },
  ],
};

// Before the first paint (a blocking script in index.html's head; the CSP forbids inline ones): the
// prerendered landing page includes the welcome card, and a person who chose "Don't show again" must
// not see it appear and then vanish once the page is hydrated. The key is WELCOME_DISMISSED_KEY in
// src/client/features/landing/WelcomeCard.tsx; src/client/styles.css hides the card under this mark.
try {
  if (localStorage.getItem("kindred.welcome-card.dismissed") === "1") {
    document.documentElement.setAttribute("data-welcome-dismissed", "");
  }
} catch {
  // No storage (a private mode): the card shows, as it would to a newcomer.
}

// Applies the reader's saved theme before the page is drawn (loaded in <head>, not deferred).
try {
  const theme = localStorage.getItem('docbuild-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (error) {
  // Storage can be unavailable (privacy settings); the system theme applies.
}

try {
const theme = localStorage.getItem('docbuild-theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (error) {
}

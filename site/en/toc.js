function docbuildChapterList(script, chapters) {
const base = script.getAttribute('src').replace(/toc\.js$/, '');
const current = script.dataset.current;
const list = document.createElement('ol');
list.className = 'contents';
for (const [path, title, number] of chapters) {
const link = document.createElement('a');
link.href = base + path;
if (path === current) link.setAttribute('aria-current', 'page');
if (number !== null) {
const label = document.createElement('span');
label.className = 'chapter-number';
label.textContent = number + '.';
link.appendChild(label);
}
link.appendChild(document.createTextNode(title));
const item = document.createElement('li');
item.appendChild(link);
list.appendChild(item);
}
const fallback = script.parentElement.querySelector('.contents-fallback');
if (fallback) fallback.replaceWith(list); else script.before(list);
}
docbuildChapterList(document.currentScript, [
["00-authoring-guide.html","Authoring guide: executable notes",0],
["01-state-and-binding.html","State and Binding",1],
["02-stateobject.html","StateObject",2],
["03-observedobject.html","ObservedObject",3],
["04-stateobject-vs-observedobject.html","StateObject vs ObservedObject",4],
["05-observableobject.html","ObservableObject, @Published and objectWillChange",5],
["06-environmentobject.html","EnvironmentObject",6],
["07-what-rerenders.html","What re-renders",7],
["08-observation.html","Observation: @Observable and @Bindable",8],
["09-time-and-async.html","Time and asynchronous updates",9],
["10-presentation.html","Presentation",10],
["11-lists-and-identity.html","Lists and identity",11],
["12-debugging-rerenders.html","Debugging re-renders",12],
["13-myths.html","Myths a run disproves",13],
["14-navigation.html","Navigation",14],
["15-input-and-focus.html","Input and focus",15],
["16-animation-as-state.html","Animation as state",16],
["17-preferences-and-geometry.html","Preferences and geometry",17],
["18-swiftdata.html","SwiftData and @Query",18],
["guide-using-docbuild.html","Using docbuild: build, serve and CI",null],
["guide-site-settings.html","Site settings, languages and front matter",null],
["guide-reader-site.html","The reader's site and search",null],
["guide-safety.html","Safety: what an example can and cannot do",null],
["guide-notes-as-written.html","Notes as people write them",null],
]);

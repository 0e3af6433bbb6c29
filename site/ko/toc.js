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
["00-authoring-guide.html","작성 가이드: 실행 가능한 노트",0],
["01-state-and-binding.html","State와 Binding",1],
["02-stateobject.html","StateObject",2],
["03-observedobject.html","ObservedObject",3],
["04-stateobject-vs-observedobject.html","StateObject와 ObservedObject 비교",4],
["05-observableobject.html","ObservableObject, @Published, objectWillChange",5],
["06-environmentobject.html","EnvironmentObject",6],
["07-what-rerenders.html","무엇이 다시 렌더링되는가",7],
["08-observation.html","Observation: @Observable과 @Bindable",8],
["09-time-and-async.html","시간과 비동기 업데이트",9],
["10-presentation.html","프레젠테이션",10],
["11-lists-and-identity.html","리스트와 아이덴티티",11],
["12-debugging-rerenders.html","다시 렌더링 디버깅",12],
["13-myths.html","실행이 반박하는 통념",13],
["14-navigation.html","내비게이션",14],
["15-input-and-focus.html","입력과 포커스",15],
["16-animation-as-state.html","상태로서의 애니메이션",16],
["17-preferences-and-geometry.html","프리퍼런스와 지오메트리",17],
["18-swiftdata.html","SwiftData와 @Query",18],
["guide-using-docbuild.html","docbuild 사용하기: 빌드, serve, CI",null],
["guide-site-settings.html","사이트 설정, 언어, front matter",null],
["guide-reader-site.html","독자가 보는 사이트와 검색",null],
["guide-safety.html","안전: 예제가 할 수 있는 일과 없는 일",null],
["guide-notes-as-written.html","사람들이 실제로 쓰는 노트",null],
]);

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
["00-authoring-guide.html","编写指南：可执行的笔记",0],
["01-state-and-binding.html","State 与 Binding",1],
["02-stateobject.html","StateObject",2],
["03-observedobject.html","ObservedObject",3],
["04-stateobject-vs-observedobject.html","StateObject 与 ObservedObject 对比",4],
["05-observableobject.html","ObservableObject、@Published 与 objectWillChange",5],
["06-environmentobject.html","EnvironmentObject",6],
["07-what-rerenders.html","什么会重新渲染",7],
["08-observation.html","Observation：@Observable 与 @Bindable",8],
["09-time-and-async.html","时间与异步更新",9],
["10-presentation.html","呈现",10],
["11-lists-and-identity.html","列表与标识",11],
["12-debugging-rerenders.html","调试重新渲染",12],
["13-myths.html","运行推翻的误解",13],
["14-navigation.html","导航",14],
["15-input-and-focus.html","输入与焦点",15],
["16-animation-as-state.html","作为状态的动画",16],
["17-preferences-and-geometry.html","偏好值与几何",17],
["18-swiftdata.html","SwiftData 与 @Query",18],
["guide-using-docbuild.html","使用 docbuild：构建、serve 与 CI",null],
["guide-site-settings.html","站点设置、语言与 front matter",null],
["guide-reader-site.html","读者看到的网站与搜索",null],
["guide-safety.html","安全：示例能做什么、不能做什么",null],
["guide-notes-as-written.html","人们实际写出的笔记",null],
]);

#!/usr/bin/env python3
"""Writes N generated notes (Korean, Chinese, English; code blocks, tables, callouts) for benchmarks.

usage: make-corpus.py OUT_DIR [N]
Notes go to OUT_DIR/{ko,zh,en}/note-XXXX.md; the text is synthetic and deterministic.
"""
import os, random, sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
rng = random.Random(7)

words = {
    "ko": "상태 바인딩 뷰 모델 객체 화면 버튼 값 변경 갱신 렌더링 구조체 속성 초기화 소유권 데이터 흐름".split(),
    "zh": "状态 绑定 视图 模型 对象 界面 按钮 数值 变化 刷新 渲染 结构体 属性 初始化 所有权 数据流".split(),
    "en": "state binding view model object screen button value change update render struct property init ownership flow".split(),
}
hints = ['{%% hint style="info" %%}\n%s\n{%% endhint %%}', "> [!NOTE]\n> %s", ":::tip\n%s\n:::"]

def sentence(lang, n):
    sep = "" if lang == "zh" else " "
    return sep.join(rng.choice(words[lang]) for _ in range(n)) + ("。" if lang == "zh" else ".")

for i in range(count):
    lang = ("ko", "zh", "en")[i % 3]
    folder = os.path.join(out, lang)
    os.makedirs(folder, exist_ok=True)
    parts = [f"---\ntitle: \"{lang} note {i}\"\norder: {i}\n---\n", f"# {sentence(lang, 3)}\n"]
    for section in range(4):
        parts.append(f"## {sentence(lang, 2)} {section}\n")
        parts.append(" ".join(sentence(lang, 12) for _ in range(4)) + "\n")
        parts.append(
            "```swift\nstruct Counter%d: View {\n    @State private var count = %d\n    var body: some View {\n"
            "        Button(\"+1\") { count += 1 }\n    }\n}\n```\n" % (section, i)
        )
        parts.append("| a | b | c |\n|:--|:-:|--:|\n" + "".join(
            f"| {rng.choice(words[lang])} | {j} | `{j * i}` |\n" for j in range(4)))
        parts.append(hints[section % 3] % sentence(lang, 8) + "\n")
        parts.append("- " + "\n- ".join(sentence(lang, 5) for _ in range(3)) + "\n")
    with open(os.path.join(folder, f"note-{i:04d}.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(parts))

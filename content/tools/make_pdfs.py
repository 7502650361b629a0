#!/usr/bin/env python3
"""Generate the demo PDFs referenced by content/demo/periodicals.json and downloads.json.

For every entry an HTML page (Chinese text, at least three printed pages separated by
CSS page breaks, no images) is written to a temporary folder and printed to PDF with
headless Chromium. Output goes to content/files/<file> as given in each entry.

Usage: python3 content/tools/make_pdfs.py [--chromium /usr/bin/chromium] [--jobs 4]
"""
import argparse
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
CONTENT = os.path.dirname(HERE)
DEMO = os.path.join(CONTENT, "demo")
FILES = os.path.join(CONTENT, "files")

ASSOC = "中国制药装备行业协会"

# Chromium embeds the installed CJK fonts (CFF outlines) as Type 3 glyph programs, so every
# extra weight adds a full glyph set: use a single regular weight to keep the files small.
CSS = """
@page { size: A4; margin: 22mm 20mm; }
body { font-family: "Noto Sans CJK SC", sans-serif; font-weight: 400; font-size: 11pt; line-height: 1.75; color: #222; }
h1 { font-weight: 400; font-size: 22pt; margin: 0 0 6mm; color: #1d4e89; }
h2 { font-weight: 400; font-size: 15pt; margin: 0 0 4mm; color: #1d4e89; border-bottom: 1px solid #1d4e89; padding-bottom: 2mm; }
p { text-indent: 2em; margin: 0 0 3mm; }
.meta { color: #555; text-indent: 0; }
.page { page-break-after: always; }
.page:last-child { page-break-after: auto; }
table { width: 100%; border-collapse: collapse; margin: 4mm 0; }
th, td { border: 1px solid #888; padding: 2mm 3mm; text-align: left; font-size: 10.5pt; }
th { font-weight: 400; background: #eef2f7; }
.toc td.pg { width: 18mm; text-align: right; }
.foot { margin-top: 10mm; color: #777; font-size: 9pt; text-indent: 0; }
"""


def e(s):
    return html.escape(str(s), quote=False)


def page(title, paras, extra=""):
    body = "".join(f"<p>{e(p)}</p>" for p in paras)
    return f'<div class="page"><h2>{e(title)}</h2>{body}{extra}</div>'


def document(title, pages):
    return (f'<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>{e(title)}</title>'
            f"<style>{CSS}</style></head><body>{''.join(pages)}</body></html>")


# ---------------------------------------------------------------- periodicals
def nest(title):
    """Book-title marks inside 《》 become 〈〉."""
    return title.replace("《", "〈").replace("》", "〉")


OPENINGS = [
    "《{t}》（作者：{a}）结合近年来制药装备行业的技术发展和用户需求变化，对相关装备的工作原理、关键技术参数和工程应用中的常见问题进行了系统梳理。",
    "《{t}》一文由{a}撰写。文章从实际工程项目出发，介绍了相关技术的研究背景、国内外发展现状以及目前仍需解决的关键问题。",
    "{a}在《{t}》中总结了多家制药企业和装备企业的实践经验，对技术路线选择、关键参数设定和验证方法进行了比较分析。",
]
MIDDLES = [
    "文章指出，随着药品生产质量管理规范的持续完善和药品集中带量采购的深入推进，制药企业对装备的稳定性、合规性和综合运行效率提出了更高要求，装备企业需要在设计阶段充分考虑可清洁性、数据完整性和全生命周期服务。",
    "作者通过对比试验数据表明，在合理设置工艺参数并加强过程监测的条件下，设备运行的重现性和产品质量的一致性均可得到明显改善，能耗和物料损耗也有所下降。",
    "文中给出了若干典型案例，分析了设备选型、安装调试和确认过程中出现的偏差及其根本原因，并提出了相应的纠正和预防措施。",
]
CLOSINGS = [
    "作者建议，装备企业与制药企业应加强早期沟通，以用户需求说明为起点开展基于风险的设计与确认，同时积极参与标准制修订工作，推动行业整体技术水平的提升。",
    "文章最后展望了相关技术在数字化、智能化方向上的发展趋势，认为设备互联、过程数据分析和预测性维护将成为下一阶段的重点。",
    "作者认为，相关标准的制定和实施将为装备的设计、制造和验收提供统一依据，有助于减少重复验证、缩短项目周期。",
]


def article_paras(title, author, n):
    t = nest(title)
    return [OPENINGS[n % 3].format(t=t, a=author), MIDDLES[(n + 1) % 3], CLOSINGS[(n + 2) % 3]]


def editorial_paras(p):
    return [
        f"本期为{p['year']}年第{p['issue']}期。{p['summary']}",
        "过去两个月，协会围绕标准制修订、行业统计、人才培训和展会服务等重点工作有序推进，各专业分会和创新联盟也组织了形式多样的技术交流活动。",
        "本刊将继续坚持服务行业、服务会员的办刊宗旨，及时反映行业技术进步和发展动态，欢迎广大读者提出宝贵意见。",
    ]


def periodical_html(p):
    cover_rows = "".join(
        f'<tr><td>{e(c["title"])}</td><td>{e(c["author"])}</td><td class="pg">{c["page"]}</td></tr>'
        for c in p["contents"])
    pages = [
        '<div class="page">'
        f'<h1>中国制药装备</h1><p class="meta">{p["year"]}年第{p["issue"]}期（双月刊） · 总第{(p["year"] - 2004) * 6 + p["issue"]}期 · 出版日期：{e(p["publishedAt"])}</p>'
        f'<p class="meta">主管：{ASSOC} · 主办：{ASSOC}期刊编辑部</p>'
        f'<h2>本期目录</h2><table class="toc"><thead><tr><th>文章</th><th>作者</th><th>页码</th></tr></thead><tbody>{cover_rows}</tbody></table>'
        f'<p>{e(p["summary"])}</p></div>'
    ]
    rest = p["contents"]
    if rest and rest[0]["title"].startswith("卷首语"):
        pages.append(page(rest[0]["title"], editorial_paras(p)))
        rest = rest[1:]
    for n, c in enumerate(rest[:3]):
        pages.append(page(c["title"], article_paras(c["title"], c["author"], p["issue"] + n)))
    pages.append(page("编后记", [
        "感谢各会员单位、专家和作者对本刊的支持。本刊欢迎围绕制药装备技术创新、标准化、质量管理和行业发展等方面的投稿，来稿请发送至期刊编辑部。",
        "本电子版仅供协会会员和读者学习交流使用，未经许可不得转载。",
    ], f'<p class="foot">{ASSOC} · 《中国制药装备》期刊编辑部 · 演示文件</p>'))
    return document(p["title"], pages)


# ---------------------------------------------------------------- downloads
def download_html(d):
    t, cat, date = d["title"], d["category"], d["publishedAt"]
    head = (f'<div class="page"><h1>{e(t)}</h1><p class="meta">发布单位：{ASSOC} · 发布日期：{e(date)}</p>')
    if cat == "form":
        rows = "".join(f"<tr><th>{e(k)}</th><td>&nbsp;</td></tr>" for k in
                       ["单位名称", "统一社会信用代码", "通讯地址", "邮政编码", "联系人", "联系电话", "电子邮箱", "主要产品", "备注"])
        pages = [
            head + f"<p>请填写本表并加盖单位公章后，以扫描件形式发送至协会相关部门，原件邮寄至协会秘书处。</p><table>{rows}</table></div>",
            page("填表说明", [
                "一、本表各栏目均应如实填写，不得空项；确无内容的栏目请填写“无”。",
                "二、单位名称应与营业执照一致，统一社会信用代码为18位。",
                "三、表格可从协会网站下载中心获取最新版本，旧版表格不再受理。",
            ]),
            page("办理流程与联系方式", [
                "协会收到材料后将在10个工作日内完成审核，并通过电子邮件告知办理结果；材料不全的，将一次性告知需补正的内容。",
                f"联系地址：北京市朝阳区安定路5号院8号楼10层 {ASSOC}，邮政编码100029，咨询电话010-6439 8800。",
            ], f'<p class="foot">{ASSOC} · 演示文件</p>'),
        ]
    elif cat == "standard":
        pages = [
            head + "<p>本文件为征求意见稿，请各有关单位和专家认真研究，于征求意见截止日期前将意见和建议填入《标准征求意见反馈表》反馈至标准化工作部。</p>"
            "<p>本文件按照GB/T 1.1—2020《标准化工作导则 第1部分：标准化文件的结构和起草规则》的规定起草。请注意本文件的某些内容可能涉及专利，本文件的发布机构不承担识别专利的责任。</p></div>",
            page("1 范围", [
                f"本文件规定了{t.strip('《》').split('》')[0].lstrip('《')}的术语和定义、组成与型式、技术要求、试验方法、检验规则以及标志、包装、运输和贮存。",
                "本文件适用于药品生产企业使用的相关装备的设计、制造、检验和验收，其他行业使用的同类装备可参照执行。",
            ]),
            page("2 规范性引用文件 3 术语和定义", [
                "下列文件中的内容通过文中的规范性引用而构成本文件必不可少的条款：GB 28670 制药机械（设备）实施药品生产质量管理规范的通则；GB/T 15692 制药机械 术语；GB/T 28258 制药机械产品型号编制方法。",
                "GB/T 15692界定的以及下列术语和定义适用于本文件。",
                "与药品直接接触的部件应采用不与药品发生化学反应、不吸附药品且不释放异物的材料，其表面应平整光滑、易于清洁和消毒。",
            ], f'<p class="foot">{ASSOC}标准化工作部 · 征求意见稿 · 演示文件</p>'),
        ]
    elif cat == "report":
        pages = [
            head + f"<p>本报告由{ASSOC}组织编写，在会员单位统计数据、专题调研和专家访谈的基础上形成，旨在全面反映制药装备行业的发展状况与趋势。</p></div>",
            page("一、行业发展概况", [
                "报告期内，制药装备行业营业收入保持平稳增长，行业规模以上企业数量持续增加，产品结构进一步优化，无菌制剂装备、生物制药装备和智能检测装备等细分领域增长较快。",
                "出口方面，我国制药装备出口覆盖的国家和地区进一步增加，对“一带一路”沿线国家出口保持较快增长，成套装备和整体解决方案出口比重明显提高。",
                "行业研发投入强度稳步提升，骨干企业在连续制造、隔离技术、冻干和视觉检测等领域取得一批具有自主知识产权的成果。",
            ]),
            page("二、主要工作与下一步展望", [
                "协会围绕服务会员、服务行业、服务政府的宗旨，在标准化、行业统计、人才培训、展会服务和国际交流等方面开展了大量工作。",
                "下一步，协会将继续推动行业数字化转型和绿色发展，加强标准体系建设和行业自律，提升服务能力，为我国医药工业高质量发展提供坚实的装备保障。",
            ], f'<p class="foot">{ASSOC} · 演示文件</p>'),
        ]
    else:  # notice
        pages = [
            head + "<p>各会员单位及有关单位：</p>"
            f"<p>为做好相关工作，根据{ASSOC}章程和年度工作计划，现将有关事项通知如下。</p></div>",
            page("一、主要事项", [
                "（一）请各单位高度重视，指定专人负责，按照通知要求认真组织落实。",
                "（二）请于规定时间内将相关材料报送协会秘书处，逾期未报送的视为放弃。",
                "（三）有关表格可从协会网站“下载”栏目获取。",
            ]),
            page("二、联系方式", [
                f"联系地址：北京市朝阳区安定路5号院8号楼10层 {ASSOC}秘书处，邮政编码100029。",
                "联系电话：010-6439 8800，传真：010-6439 8801，电子邮箱：office@cpape.example.cn。",
                f"特此通知。{ASSOC}　{date}",
            ], f'<p class="foot">{ASSOC} · 演示文件</p>'),
        ]
    return document(t, pages)


# ---------------------------------------------------------------- printing
def to_pdf(chromium, html_path, out_path):
    os.makedirs(os.path.dirname(out_path), exist_ok=True)
    profile = tempfile.mkdtemp(prefix="chromium-profile-")
    try:
        cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={profile}", f"--print-to-pdf={out_path}", "file://" + html_path]
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=False)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    with open(out_path, "rb") as f:
        data = f.read()
    if not data.startswith(b"%PDF"):
        raise RuntimeError(f"not a PDF: {out_path}")
    pages = data.count(b"/Type /Page") - data.count(b"/Type /Pages")
    return out_path, len(data), pages


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--jobs", type=int, default=4)
    args = ap.parse_args()

    jobs = []
    tmp = tempfile.mkdtemp(prefix="make-pdfs-")
    with open(os.path.join(DEMO, "periodicals.json"), encoding="utf-8") as f:
        for p in json.load(f):
            jobs.append((p["file"], periodical_html(p)))
    with open(os.path.join(DEMO, "downloads.json"), encoding="utf-8") as f:
        for d in json.load(f):
            jobs.append((d["file"], download_html(d)))

    tasks = []
    for rel, doc in jobs:
        assert rel.endswith(".pdf") and ".." not in rel, rel
        html_path = os.path.join(tmp, rel.replace("/", "__")[:-4] + ".html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(doc)
        tasks.append((html_path, os.path.join(FILES, rel)))

    failed = 0
    try:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = [pool.submit(to_pdf, args.chromium, h, o) for h, o in tasks]
            for fut in futures:
                try:
                    out, size, pages = fut.result()
                    flag = "" if pages >= 3 else "  <-- fewer than 3 pages"
                    print(f"{os.path.relpath(out, FILES)}  {size // 1024} KiB  {pages} pages{flag}")
                except Exception as exc:  # noqa: BLE001
                    failed += 1
                    print(f"FAILED: {exc}", file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(tasks) - failed} of {len(tasks)} PDFs written")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

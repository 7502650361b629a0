-- The first privacy notice, in force from installation: staff publish later versions in the console.
INSERT INTO "privacy_notice" ("version", "body_zh", "body_en") VALUES (1,
$zh$本协会（以下简称“我们”）依照《中华人民共和国个人信息保护法》处理您在本网站及会员中心提供的个人信息。本政策说明我们收集哪些信息、为何收集、如何保存，以及您享有的权利。

我们收集的信息：单位名称、统一社会信用代码、联系人姓名、手机号码、电子邮箱，以及您在会员中心填报的单位资料、统计报表、培训报名和缴费凭证。登录时我们记录登录时间和网络地址，用于账号安全。

使用目的：审核注册与入会申请、办理会员服务、发送与您的申请和会费有关的通知、编制行业统计（对外只发布汇总数据），以及保障系统安全。未经您的单独同意，我们不会将信息用于上述目的以外的用途。

存储与共享：全部数据保存在本协会部署的服务器上，位于中华人民共和国境内；网站不加载任何第三方的字体、脚本、统计或广告服务。除法律法规要求外，我们不向第三方提供您的个人信息。

保存期限：会员资格存续期间及其后法律要求的期限。安全审计记录至少保存六个月。

您的权利：您可以在会员中心查阅和更正本单位资料，导出本单位的全部数据，撤回可选的同意（如营销邮件、短信），并可申请注销账号和删除个人信息。撤回同意不影响撤回前基于同意已进行的处理。

可选同意：接收协会活动与推广的电子邮件或短信，需要您另行勾选，可随时在会员中心的“隐私与同意”页面撤回。

本政策更新时，我们会在您下次登录时展示新版本，您同意后方可继续使用会员中心。如有疑问，请通过网站“联系我们”页面与秘书处联系。$zh$,
$en$The association ("we") processes the personal information you give on this website and in the members' centre under the Personal Information Protection Law of the People's Republic of China. This notice says what we collect, why, how we keep it, and your rights.

What we collect: your unit's name, unified social credit code, the contact person's name, mobile number and email, and what you file in the members' centre (unit details, statistics reports, training registrations, fee receipts). At sign-in we record the time and network address, to keep the account safe.

Why: to review registrations and membership applications, to serve members, to send notices about your applications and fees, to compile industry statistics (only totals are published), and to keep the system secure. Without your separate consent we use the information for nothing else.

Where it is kept and who sees it: all data stays on the association's own servers, in the People's Republic of China; the website loads no fonts, scripts, analytics or advertising from anyone else. We give your personal information to no third party unless the law requires it.

How long: while the membership lasts and for the periods the law requires afterwards. Security audit records are kept at least six months.

Your rights: in the members' centre you can see and correct your unit's details, export all of your unit's data, withdraw optional consents (such as marketing email and text messages), and ask for the account to be closed and the personal information deleted. Withdrawing consent does not affect processing done before.

Optional consents: receiving the association's event and promotional email or text messages is ticked separately, and can be withdrawn at any time on the "Privacy and consent" page of the members' centre.

When this notice changes, we show the new version at your next sign-in, and the members' centre can be used again once you have agreed. Questions: reach the secretariat through the website's Contact page.$en$);

/* eslint-disable max-lines -- the seeded articles in one language: data, not logic */
import type { SeedTexts } from '../seed-data.ts';

/** The seeded articles in Spanish, by slug. */
export const es: SeedTexts = {
  'about-us': {
    title: 'Sobre nosotros',
    body: `<h2>Quiénes somos</h2>
<p>Gestionamos una plataforma en línea de trading e inversión para clientes minoristas. Desde una sola cuenta puedes seguir en tiempo real los precios de divisas, criptomonedas, acciones, futuros y ETF, abrir posiciones apalancadas, operar opciones de subida o bajada, participar en planes de trading inteligente, solicitar préstamos de inversión con verificación KYC y colaborar con una organización benéfica infantil comprando NFT solidarios.</p>
<h2>Nuestros principios</h2>
<ul>
<li><strong>Costes claros.</strong> Las comisiones de trading son inferiores al 0,3 %, y te mostramos cada comisión antes de que confirmes.</li>
<li><strong>Practica sin presión.</strong> Una cuenta demo con fondos virtuales te permite aprender a usar las herramientas. Los libros demo y real se llevan por completo por separado y nunca se mezclan.</li>
<li><strong>Registros que puedes comprobar.</strong> Cada ejecución y cada liquidación registran el tick de precio exacto que utilizaron, y los saldos se llevan al céntimo en un libro de contabilidad por partida doble.</li>
<li><strong>Personas detrás de cada revisión.</strong> Nuestro equipo de operaciones revisa los depósitos, las retiradas y las verificaciones de identidad; nada se aprueba a ciegas.</li>
</ul>
<h2>En cifras</h2>
<p>Más de 1,2 millones de usuarios registrados, más de 350 criptomonedas disponibles y un volumen medio de negociación en 24 horas de 3800 millones.</p>
<p>Operar conlleva riesgos y puedes perder dinero. Empieza por la <a href="/introduction">presentación de la plataforma</a> o consulta las <a href="/help/faq">preguntas frecuentes</a>, y prueba la cuenta demo antes de operar con fondos reales.</p>`,
  },
  'online-support': {
    title: 'Soporte en línea',
    body: `<h2>Estamos aquí a cualquier hora</h2>
<p>Nuestro chat de soporte en línea está atendido las 24 horas del día, los 7 días de la semana, incluidos fines de semana y festivos. En los momentos de más actividad la respuesta puede tardar un poco más, pero cada conversación la atiende una persona de nuestro equipo.</p>
<h2>Cómo abrir el chat</h2>
<ul>
<li><strong>Ordenador:</strong> haz clic en el icono de soporte de la barra superior o elige <em>Soporte en línea</em> en el pie de página. El chat se abre en una ventana nueva para que no pierdas de vista tu pantalla de trading.</li>
<li><strong>Móvil:</strong> toca el icono de soporte de la barra superior, o abre tu página de cuenta y elige <em>Contactar con atención al cliente</em>.</li>
</ul>
<h2>Ayúdanos a ayudarte más rápido</h2>
<ul>
<li>Indícanos tu nombre de usuario o el correo electrónico con el que te registraste.</li>
<li>Si se trata de una orden, danos el número de orden; si es un depósito o una retirada, la moneda, el importe y el hash de la transacción.</li>
<li>Dinos si la consulta se refiere a tu cuenta demo o a tu cuenta real.</li>
</ul>
<p><strong>No compartas nunca tu contraseña ni ningún código de verificación en el chat.</strong> Nuestro personal jamás te los pedirá. Muchas dudas habituales ya están resueltas en las <a href="/help/faq">preguntas frecuentes</a>.</p>`,
  },
  careers: {
    title: 'Empleo',
    body: `<h2>Crea herramientas a las que la gente confía su dinero</h2>
<p>Somos un equipo de producto y operaciones obsesionado con la exactitud: precios que se pueden rastrear hasta el tick, saldos que siempre cuadran y revisiones hechas por personas que leen los detalles. Si esa es tu forma de trabajar, nos encantará saber de ti.</p>
<h2>Áreas en las que contratamos</h2>
<ul>
<li>Ingeniería de software: web, datos de mercado en tiempo real, contabilidad y sistemas de back office</li>
<li>Operaciones: revisión de depósitos y retiradas, revisión de identidad (KYC)</li>
<li>Cumplimiento normativo y riesgos</li>
<li>Atención al cliente en varios idiomas</li>
<li>Diseño de producto y contenidos, incluida la traducción</li>
</ul>
<h2>Cómo presentar tu candidatura</h2>
<p>Envíanos una breve presentación y tu currículum a través del chat de soporte en línea, o a la dirección de correo support@ que aparece en tu cuenta, con el asunto «Empleo» y el área que te interesa. Respondemos a todas las candidaturas.</p>
<h2>Una advertencia</h2>
<p>Nunca cobramos nada a los candidatos, nunca les pedimos que depositen fondos ni que operen «a modo de prueba» y nunca reclutamos a través de grupos privados de mensajería. Si alguien te ofrece un empleo en nuestro nombre en esas condiciones, avísanos a través del soporte en línea.</p>`,
  },
  contact: {
    title: 'Contacto',
    body: `<h2>Cómo contactar con nosotros</h2>
<p>La forma más rápida de contactarnos es el <strong>chat de soporte en línea</strong>, atendido las 24 horas, los 7 días de la semana. Ábrelo desde el icono de soporte de la barra superior, desde <em>Soporte en línea</em> en el pie de página o desde <em>Contactar con atención al cliente</em> en tu página de cuenta.</p>
<p>Si prefieres el correo electrónico, escribe a la dirección support@ que aparece en tu cuenta. Hazlo desde el correo con el que está registrada tu cuenta para que podamos asociar tu mensaje a ella.</p>
<h2>Qué debes incluir</h2>
<ul>
<li>Tu nombre de usuario y una breve descripción de la consulta</li>
<li>Números de orden, hashes de transacción o capturas de pantalla, si procede</li>
<li>Si el asunto se refiere a tu cuenta demo o a tu cuenta real</li>
</ul>
<h2>Ten en cuenta</h2>
<ul>
<li>No ofrecemos atención telefónica ni hacemos llamadas no solicitadas para pedirte que deposites, inviertas o muevas fondos.</li>
<li>Nuestro personal nunca te pedirá tu contraseña ni un código de verificación.</li>
<li>Para presentar una reclamación formal, sigue los pasos de nuestra declaración de Reclamaciones, en el pie de página.</li>
</ul>`,
  },
  'terms-of-service': {
    title: 'Condiciones del servicio',
    body: `<p>Estas condiciones se aplican siempre que uses la plataforma. Al registrarte o utilizar el servicio las aceptas, junto con nuestra Política de privacidad, la Advertencia de riesgo y la Política de prevención del blanqueo de capitales (AML) y KYC.</p>
<h2>1. Requisitos y tu cuenta</h2>
<ul>
<li>Debes tener al menos 18 años y estar autorizado a usar servicios de este tipo en tu lugar de residencia.</li>
<li>Una persona, una cuenta. Los datos que nos facilites deben ser veraces y mantenerse actualizados.</li>
<li>Eres responsable de mantener en secreto tu contraseña y tus códigos de verificación, así como de toda la actividad de tu cuenta.</li>
</ul>
<h2>2. Cuentas demo y real</h2>
<p>La cuenta demo utiliza fondos virtuales sin valor monetario, que no se pueden depositar, retirar ni transferir. Los saldos demo y real se llevan en libros separados y nunca se mezclan. Algunas funciones, como el trading inteligente, solo están disponibles en la cuenta real.</p>
<h2>3. Órdenes, precios y comisiones</h2>
<p>Las órdenes se ejecutan y liquidan al tick de precio de mercado registrado en la orden. Las comisiones se muestran antes de que confirmes. Cuando un mercado está cerrado o en corrección, no se puede operar en él.</p>
<h2>4. Depósitos y retiradas</h2>
<p>Nuestros operadores revisan los depósitos y las retiradas, que solo se abonan o pagan tras su aprobación. Los depósitos mínimos y la comisión de retirada se indican en las pantallas correspondientes.</p>
<h2>5. Usos prohibidos</h2>
<p>No puedes usar la plataforma para cometer fraude, blanquear capitales, abusar del mercado ni aprovechar errores o el programa de invitación de amigos (por ejemplo, con varias cuentas). Podemos restringir, suspender o cerrar las cuentas implicadas en esas actividades y revertir los asientos que se deriven de ellas.</p>
<h2>6. Sin asesoramiento; cambios</h2>
<p>No ofrecemos asesoramiento de inversión. Podemos actualizar estas condiciones; anunciaremos los cambios importantes en Avisos antes de que entren en vigor.</p>`,
  },
  'privacy-policy': {
    title: 'Política de privacidad',
    body: `<p>Esta política explica qué datos personales recopilamos, con qué fin y qué opciones tienes.</p>
<h2>Qué recopilamos</h2>
<ul>
<li><strong>Datos de la cuenta:</strong> nombre de usuario, correo electrónico, contraseña (guardada solo en forma cifrada con hash) y tu idioma.</li>
<li><strong>Datos de identidad (KYC):</strong> nombre, sexo, fecha de nacimiento, país, teléfono, dirección, tipo de documento, fotos del documento, una foto sosteniéndolo y tu firma, cuando verificas tu identidad o firmas un contrato de préstamo.</li>
<li><strong>Datos financieros:</strong> órdenes, planes, préstamos, depósitos (incluidos los justificantes de pago y los hashes de transacción), direcciones de retirada y asientos contables.</li>
<li><strong>Datos de soporte y técnicos:</strong> mensajes del chat e información del dispositivo y de la conexión necesaria para mantener la seguridad del servicio.</li>
<li><strong>Inicio de sesión con redes sociales:</strong> si inicias sesión con Google, recibimos los datos básicos de perfil que Google comparte, como tu correo electrónico.</li>
</ul>
<h2>Para qué los usamos</h2>
<p>Para gestionar tu cuenta, ejecutar y registrar operaciones, verificar tu identidad y cumplir las obligaciones de prevención del blanqueo de capitales, prevenir el fraude, responder a tus consultas y enviarte notificaciones del servicio. No vendemos tus datos personales.</p>
<h2>Cesión y conservación</h2>
<p>Solo compartimos datos con proveedores que nos ayudan a operar la plataforma, sujetos a obligaciones de confidencialidad, y con las autoridades cuando la ley lo exige. Conservamos los registros mientras tu cuenta esté abierta y, después, durante el plazo que la ley exija para los registros financieros y de identidad.</p>
<h2>Tus derechos</h2>
<p>Puedes solicitar el acceso a tus datos o su rectificación, o su supresión cuando no estemos legalmente obligados a conservarlos. Contacta con nosotros a través del soporte en línea.</p>`,
  },
  'cookie-policy': {
    title: 'Política de cookies',
    body: `<p>Como la mayoría de las aplicaciones web, la plataforma guarda pequeños fragmentos de información en tu navegador mediante cookies y almacenamiento local similar. Esta política explica qué se guarda y por qué.</p>
<h2>Qué guardamos</h2>
<table>
<thead><tr><th>Elemento</th><th>Finalidad</th></tr></thead>
<tbody>
<tr><td>Token de sesión y estado de inicio de sesión</td><td>Mantiene tu sesión iniciada al cambiar de página</td></tr>
<tr><td>Información básica del usuario</td><td>Muestra tu nombre y los datos de tu cuenta sin volver a cargarlos en cada página</td></tr>
<tr><td>Idioma</td><td>Recuerda el idioma de la interfaz que elegiste</td></tr>
<tr><td>Modo de cuenta</td><td>Recuerda si estás usando la cuenta demo o la real</td></tr>
<tr><td>Indicador de bienvenida</td><td>Evita que la pantalla de bienvenida del móvil vuelva a aparecer en la misma sesión</td></tr>
</tbody>
</table>
<p>Estos elementos son estrictamente necesarios para que el servicio funcione. No los usamos para crear perfiles publicitarios. Si algún día introducimos cookies opcionales, como las analíticas, te pediremos antes tu consentimiento.</p>
<h2>Terceros</h2>
<p>Si decides iniciar sesión con Google, Google puede instalar sus propias cookies según su propia política.</p>
<h2>Tus opciones</h2>
<p>Puedes borrar estos datos en cualquier momento desde la configuración de tu navegador. Al hacerlo se cerrará tu sesión y se restablecerán tus preferencias de idioma y de modo de cuenta.</p>`,
  },
  'aml-kyc-policy': {
    title: 'Política de prevención del blanqueo de capitales (AML) y KYC',
    body: `<p>Nos comprometemos a impedir que nuestra plataforma se utilice para el blanqueo de capitales, la financiación del terrorismo o el fraude. Esta política describe los controles que se aplican a todos los clientes.</p>
<h2>Conoce a tu cliente (KYC)</h2>
<p>Es necesario verificar tu identidad antes de solicitar un préstamo, y podemos pedírtelo en otros momentos, por ejemplo antes de una retirada o cuando cambia la actividad de la cuenta. Te pediremos:</p>
<ul>
<li>nombre y apellidos, sexo, fecha de nacimiento, país, teléfono, dirección y correo electrónico;</li>
<li>un documento de identidad, permiso de conducir o pasaporte válido, fotografiado por ambas caras;</li>
<li>una foto tuya sosteniendo el documento y tu firma.</li>
</ul>
<p>Las imágenes deben estar en formato JPG, JPEG 2000 o PNG y no superar los 2 MB cada una. Las revisiones se completan en un plazo de 48 horas. Si una solicitud no se aprueba, te lo comunicamos y puedes volver a enviarla.</p>
<h2>Seguimiento y revisión</h2>
<ul>
<li>Un operador revisa cada depósito y cada retirada antes de abonarlo o pagarlo.</li>
<li>Vigilamos los patrones inusuales, como fondos que pasan por una cuenta sin que se opere con ellos o varias cuentas controladas por una misma persona.</li>
<li>Podemos preguntarte por el origen de los fondos y pedirte documentación acreditativa.</li>
</ul>
<h2>Nuestras medidas</h2>
<p>Podemos retrasar, rechazar o revertir una operación, restringir una cuenta y comunicar las actividades sospechosas a las autoridades competentes cuando la ley lo exija. No siempre podremos informarte de que se ha realizado una comunicación.</p>`,
  },
  'risk-warning': {
    title: 'Advertencia de riesgo',
    body: `<p><strong>Operar con productos apalancados, opciones y criptomonedas conlleva un riesgo elevado. Puedes perder una parte o la totalidad del dinero que inviertas. Opera solo con dinero que puedas permitirte perder.</strong></p>
<h2>El apalancamiento amplifica las pérdidas</h2>
<p>El apalancamiento permite controlar una posición grande con un margen pequeño. Con un apalancamiento de 10x, un movimiento del 1 % en tu contra te cuesta el 10 % de tu margen, y un movimiento del 10 % puede hacerlo desaparecer. Tanto las ganancias como las pérdidas se calculan sobre el tamaño total de la posición, no sobre tu margen.</p>
<h2>Un stop loss es un disparador, no un precio garantizado</h2>
<p>Un stop loss cierra tu posición cuando el mercado alcanza tu nivel, al siguiente tick de precio disponible. En mercados rápidos o con saltos de precio, o cuando un mercado reabre tras un cierre o un mantenimiento, ese tick puede ser bastante peor que el nivel que fijaste. Lo mismo ocurre con las órdenes take profit.</p>
<h2>Con las opciones puedes perder todo el importe</h2>
<p>En una opción de subida o bajada, si al vencimiento el precio queda en el lado equivocado del precio de apertura, pierdes todo el importe invertido. Solo se reembolsa si el precio es igual.</p>
<h2>Los resultados en demo no anticipan los reales</h2>
<p>La cuenta demo usa dinero virtual. Operar de verdad implica emociones y pérdidas reales, y tener éxito en la cuenta demo no significa que vayas a ganar dinero con fondos reales.</p>
<h2>Otros riesgos</h2>
<ul>
<li>Los precios de las criptomonedas pueden moverse bruscamente a cualquier hora.</li>
<li>Los rendimientos diarios y los rendimientos esperados que se muestran en los planes de trading inteligente no están garantizados, y salir antes de tiempo de un plan tiene una penalización.</li>
<li>Un préstamo debe devolverse con los intereses correspondientes, sean cuales sean tus resultados de trading.</li>
</ul>
<p>Si no estás seguro de que estos productos sean adecuados para ti, busca asesoramiento independiente.</p>`,
  },
  'licence-and-supervision': {
    title: 'Licencia y supervisión',
    body: `<h2>La situación regulatoria depende de dónde vivas</h2>
<p>Los servicios financieros y de criptoactivos se regulan de forma distinta en cada país. Que un producto de esta plataforma pueda ofrecerse en tu caso, y en qué condiciones, depende de tu país de residencia. Es posible que algunos productos no estén disponibles en tu región, y te corresponde asegurarte de que usarlos es legal donde vives.</p>
<h2>Cómo comprobar quién te presta el servicio</h2>
<p>En esta página no publicamos números de licencia ni de registro. Si necesitas una confirmación por escrito de la entidad que gestiona tu cuenta y de la situación regulatoria que le corresponde, pídela a través del soporte en línea y te responderemos por escrito.</p>
<p>Desconfía de cualquier sitio web, cuenta en redes sociales o contacto de mensajería que te muestre un «certificado de licencia» a nuestro nombre, te prometa rentabilidades garantizadas o te pida pagar a un monedero personal. Consúltalo con el soporte en línea antes de hacer nada.</p>
<h2>Controles internos</h2>
<ul>
<li>Los libros demo y real se llevan por separado y nunca se mezclan.</li>
<li>Los saldos reales se registran con exactitud en un libro de contabilidad por partida doble.</li>
<li>Un operador revisa cada depósito, cada retirada y cada verificación de identidad.</li>
</ul>
<p>Estos son nuestros propios controles. No constituyen una garantía pública ni un sistema de garantía de depósitos.</p>`,
  },
  'legal-information': {
    title: 'Información legal',
    body: `<h2>Documentos que rigen el uso de la plataforma</h2>
<p>Tu relación con nosotros se rige por las Condiciones del servicio, junto con la Política de privacidad, la Política de cookies, la Política AML y KYC y la Advertencia de riesgo. Además, se aplican las condiciones específicas de cada producto, como el contrato de préstamo que firmas antes de que se te conceda un préstamo. Si una condición específica contradice las condiciones generales, prevalece la específica para ese producto.</p>
<h2>Registros electrónicos</h2>
<p>Aceptas que tu firma electrónica en un contrato de préstamo tiene el mismo efecto que una firma manuscrita. El contrato firmado se puede descargar en PDF desde la página de detalle del préstamo. Los registros de órdenes, liquidaciones y asientos contables, incluido el tick de precio que utilizó cada ejecución o liquidación, se conservan en formato electrónico y constituyen el registro de tus operaciones.</p>
<h2>Idiomas</h2>
<p>Nuestros contenidos se publican en los diez idiomas de la interfaz. Las traducciones se ofrecen para tu comodidad; si las versiones difieren, prevalece la versión en inglés.</p>
<h2>Propiedad intelectual</h2>
<p>La plataforma, su software, su diseño y sus contenidos están protegidos por la legislación de propiedad intelectual. Solo puedes usarlos para acceder al servicio con tu propia cuenta. Los nombres de mercados, logotipos y símbolos bursátiles pertenecen a sus respectivos titulares.</p>
<h2>Consultas</h2>
<p>Puedes plantear tus consultas legales a través del soporte en línea.</p>`,
  },
  disclaimer: {
    title: 'Aviso legal',
    body: `<h2>Información, no asesoramiento</h2>
<p>Los datos de mercado, gráficos, artículos, avisos y cifras como el beneficio esperado o el rendimiento diario se ofrecen solo a título informativo. No constituyen asesoramiento de inversión, fiscal ni jurídico, ni una recomendación de comprar o vender nada. Tú tomas tus propias decisiones de trading y eres responsable de ellas.</p>
<h2>Datos de mercado</h2>
<p>Los precios en tiempo real se transmiten a medida que llegan y, en ocasiones, pueden retrasarse o interrumpirse. Los gráficos pequeños de las pantallas de resumen solo conservan los puntos recientes y, cuando no hay una serie reciente disponible, puede mostrarse una línea ilustrativa. Básate siempre en el precio en tiempo real y en las cifras de la confirmación de la orden, que indican el tick de precio realmente utilizado.</p>
<h2>Disponibilidad</h2>
<p>Trabajamos para que el servicio esté disponible a todas horas, pero no podemos garantizar un acceso ininterrumpido. El mantenimiento, los problemas de red o causas ajenas a nuestro control pueden impedir temporalmente operar. Los mantenimientos programados se anuncian en Avisos.</p>
<h2>Limitación</h2>
<p>En la medida en que la ley lo permita, no respondemos de las pérdidas causadas por los movimientos del mercado, por tus propias decisiones ni por interrupciones ajenas a nuestro control razonable. Nada de lo dispuesto en este aviso limita los derechos que la ley no permite limitar.</p>`,
  },
  advertising: {
    title: 'Publicidad',
    body: `<h2>Nuestras cifras de marketing, explicadas</h2>
<table>
<thead><tr><th>Cifra</th><th>Qué significa</th></tr></thead>
<tbody>
<tr><td>Comisiones inferiores al 0,3 %</td><td>Comisiones de trading que se cobran en las órdenes. Otros cargos, como la comisión de retirada, son aparte y se muestran antes de que confirmes.</td></tr>
<tr><td>Más de 350 criptomonedas</td><td>El número de mercados de criptomonedas disponibles en la plataforma.</td></tr>
<tr><td>1,2 M de usuarios</td><td>Cuentas registradas, no todas activas.</td></tr>
<tr><td>3800 M de volumen en 24 h</td><td>Volumen medio de negociación en un periodo de 24 horas.</td></tr>
</tbody>
</table>
<h2>Nuestros compromisos publicitarios</h2>
<ul>
<li>Nunca anunciamos beneficios garantizados ni trading «sin riesgo».</li>
<li>Los resultados de la cuenta demo que aparecen en las promociones se identifican como resultados de demo.</li>
<li>Las recompensas, como las del programa de invitación de amigos, están sujetas a las condiciones indicadas en la página correspondiente.</li>
</ul>
<h2>Suplantación de identidad</h2>
<p>A veces hay estafadores que copian nuestro nombre e imagen para anunciar «gestores de cuenta», grupos de señales o planes de rentabilidad garantizada. No gestionamos ningún grupo de ese tipo y nuestro personal nunca te pedirá tu contraseña, tus códigos de verificación ni una transferencia a un monedero personal. Si ves un anuncio que te parece engañoso o falso, denúncialo a través del soporte en línea.</p>`,
  },
  complaints: {
    title: 'Reclamaciones',
    body: `<p>Si algo ha salido mal, queremos saberlo y solucionarlo. Así funciona nuestro proceso de reclamaciones.</p>
<h2>1. Cuéntanoslo</h2>
<p>Abre el chat de soporte en línea o escribe a la dirección de correo support@ que aparece en tu cuenta, y empieza tu mensaje con la palabra «Reclamación». Incluye:</p>
<ul>
<li>tu nombre de usuario y si el asunto se refiere a tu cuenta demo o a la real;</li>
<li>los números de orden, hashes de transacción, fechas e importes afectados;</li>
<li>qué ocurrió y qué solución solicitas.</li>
</ul>
<h2>2. Acusamos recibo e investigamos</h2>
<p>Acusamos recibo de cada reclamación y te indicamos cuándo recibirás una respuesta completa. La investigación la lleva una persona que no participó en la decisión original. Como cada ejecución y cada liquidación registran el tick de precio utilizado, y cada cambio de saldo es un asiento contable, podemos reconstruir exactamente lo ocurrido y compartir contigo los registros pertinentes.</p>
<h2>3. Nuestra respuesta</h2>
<p>Recibirás una respuesta por escrito con nuestras conclusiones. Si nos equivocamos, corregiremos tu saldo y te explicaremos cómo. Si no estás conforme, responde y pide que un miembro sénior del equipo vuelva a revisar la reclamación.</p>
<p>Presentar una reclamación es gratuito y nunca afecta al trato que recibe tu cuenta.</p>`,
  },
  introduction: {
    title: 'Presentación de la plataforma',
    body: `<h2>Qué puedes hacer aquí</h2>
<ul>
<li><strong>Mercados:</strong> sigue en tiempo real los precios de divisas, criptomonedas, acciones, futuros y ETF, crea tu lista de seguimiento y abre posiciones largas o cortas con apalancamiento, stop loss y take profit.</li>
<li><strong>Opciones:</strong> elige un periodo y predice si el precio estará por encima o por debajo al vencimiento.</li>
<li><strong>Trading inteligente:</strong> súmate a un plan automatizado durante un número fijo de días con un rendimiento diario indicado.</li>
<li><strong>Préstamos:</strong> tras verificar tu identidad, pide un préstamo a plazo fijo y firma el contrato en línea; el PDF firmado queda disponible para descargarlo.</li>
<li><strong>NFT solidarios:</strong> puja por NFT o cómpralos; sus ventas benefician a una organización benéfica infantil.</li>
<li><strong>Monedero:</strong> deposita y retira USDT, BTC y ETH, invita a amigos y recibe notificaciones.</li>
</ul>
<h2>Cómo mantenemos las cuentas claras</h2>
<ul>
<li><strong>Los libros demo y real nunca se mezclan.</strong> La cuenta demo funciona con USDT virtuales en su propio libro; cambiar de cuenta cambia el libro que ves, nunca mueve dinero entre ellos.</li>
<li><strong>Cada precio se puede rastrear.</strong> Cada ejecución y cada liquidación citan el tick de precio que utilizaron, para que veas exactamente por qué un resultado salió así.</li>
<li><strong>Dinero exacto.</strong> Los saldos se llevan en un libro por partida doble con importes decimales exactos, nunca con números de coma flotante redondeados; cada abono tiene su cargo correspondiente.</li>
<li><strong>Transferencias revisadas.</strong> Un operador comprueba los depósitos y las retiradas antes de abonar o enviar los fondos.</li>
</ul>
<h2>Primeros pasos</h2>
<ol>
<li>Regístrate con tu correo electrónico.</li>
<li>Practica con la cuenta demo.</li>
<li>Cuando estés listo, cambia a la cuenta real y haz un depósito.</li>
</ol>
<p>En los gráficos de precios, el rojo indica una subida y el verde una bajada. Lee la Advertencia de riesgo antes de operar.</p>`,
  },
  'faq-register': {
    title: '¿Cómo me registro?',
    body: `<p>Elige <strong>Registrarse</strong> e introduce un nombre de usuario, tu correo electrónico y una contraseña, y vuelve a escribir la contraseña para confirmarla. Cada correo electrónico y cada nombre de usuario solo pueden usarse en una cuenta. También puedes iniciar sesión con Google.</p>
<p>Después de registrarte empiezas en la cuenta demo, así que puedes explorar la plataforma enseguida sin depositar nada.</p>`,
  },
  'faq-demo-vs-real': {
    title: '¿Qué diferencia hay entre la cuenta demo y la real, y cómo cambio de una a otra?',
    body: `<p>La <strong>cuenta demo</strong> usa USDT virtuales sin valor monetario, para que puedas practicar sin riesgo. La <strong>cuenta real</strong> usa el dinero que depositas. Ambas se llevan en libros separados: nunca se mueve nada entre ellas.</p>
<p>Cambia de cuenta desde tu página de cuenta; un mensaje te confirma cuál está activa. El trading inteligente y algunas otras funciones solo están disponibles en la cuenta real.</p>`,
  },
  'faq-deposit': {
    title: '¿Cómo funcionan los depósitos?',
    body: `<p>Ve a <a href="/profile/balance">Saldo</a>, elige <em>Depositar</em> y selecciona USDT, BTC o ETH. Envía los fondos a la dirección indicada y, a continuación, envía el depósito con el importe, el hash de la transacción, los 6 últimos caracteres y una captura de pantalla del pago como justificante (JPG o PNG, de hasta 2 MB).</p>
<table>
<thead><tr><th>Moneda</th><th>Depósito mínimo</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0,015</td></tr><tr><td>ETH</td><td>0,2</td></tr></tbody>
</table>
<p>Un operador comprueba cada depósito en la cadena de bloques antes de abonarlo en tu cuenta real. Puedes seguir su estado en tu historial de transacciones.</p>`,
  },
  'faq-withdrawal': {
    title: '¿Cómo funcionan las retiradas y cuánto cuestan?',
    body: `<p>Ve a <a href="/profile/balance">Saldo</a>, elige <em>Retirar</em>, selecciona el método e introduce la dirección de tu monedero y el importe. Antes de confirmar, la pantalla te muestra la comisión de retirada y el importe exacto que recibirás.</p>
<p>Un operador revisa cada retirada y después se envía a la red; se completa cuando la red confirma la transferencia. Comprueba bien la dirección: las transferencias enviadas a una dirección equivocada no se pueden recuperar.</p>`,
  },
  'faq-leverage-margin': {
    title: '¿Qué significan el apalancamiento y el margen?',
    body: `<p>El <strong>margen</strong> es la parte de tu saldo que se reserva para abrir una posición. El <strong>apalancamiento</strong> indica cuántas veces mayor que el margen es la posición. Por ejemplo, 100 USDT de margen con un apalancamiento de 10x abren una posición de 1000 USDT.</p>
<p>Las ganancias y pérdidas siguen a la posición completa: un movimiento del 1 % son 10 USDT, es decir, el 10 % de tu margen. Tu cuenta muestra el margen usado y el margen libre para que veas cuánto tienes comprometido.</p>`,
  },
  'faq-stop-loss-take-profit': {
    title: '¿Cómo funcionan el stop loss y el take profit?',
    body: `<p>Al abrir una posición puedes fijar un precio de <strong>stop loss</strong> para limitar las pérdidas y un precio de <strong>take profit</strong> para asegurar las ganancias. Ambos deben estar en el lado correcto del precio actual; de lo contrario, la orden se rechaza por no ser razonable.</p>
<p>Cuando el mercado alcanza tu nivel, la posición se cierra al siguiente tick de precio disponible. En mercados rápidos o con saltos de precio, ese tick puede ser peor que tu nivel: un stop loss es un disparador, no un precio garantizado.</p>`,
  },
  'faq-options-settlement': {
    title: '¿Cómo se liquidan las opciones de subida o bajada?',
    body: `<p>Elige un producto, un periodo y el importe, y predice si el precio <strong>sube</strong> o <strong>baja</strong>. Al vencimiento, el precio de liquidación se compara con el precio de apertura:</p>
<ul>
<li>Dirección acertada: recuperas tu importe más el pago indicado para ese periodo.</li>
<li>Dirección equivocada: pierdes el importe.</li>
<li>Precio igual: se te reembolsa el importe íntegro.</li>
</ul>
<p>Ambos precios, y los ticks de los que proceden, se muestran en el detalle de la orden.</p>`,
  },
  'faq-kyc-loans': {
    title: '¿Cómo funcionan la verificación de identidad (KYC) y los préstamos?',
    body: `<p>Los préstamos requieren verificar tu identidad. Envía tus datos personales, fotos del anverso y el reverso de tu documento de identidad, permiso de conducir o pasaporte, una foto sosteniendo el documento y tu firma. Revisamos las solicitudes en un plazo de 48 horas; si una no se aprueba, puedes corregirla y volver a enviarla. Los usuarios verificados pueden pedir importes más altos.</p>
<p>Después elige un importe y un plazo, revisa los intereses indicados y firma el contrato en línea; el PDF firmado se puede descargar desde el detalle del préstamo. El principal y los intereses vencen al final del plazo, y puedes devolverlo antes.</p>`,
  },
  'faq-smart-trading': {
    title: '¿Qué son los planes de trading inteligente y qué pasa si salgo antes de tiempo?',
    body: `<p>Un plan de trading inteligente es una estrategia automatizada a la que te sumas durante un número fijo de días. Antes de confirmar, el plan muestra los límites de inversión, el rendimiento diario y el rendimiento esperado; mientras está activo, las ganancias se abonan según el calendario previsto. Los planes solo están disponibles en la cuenta real.</p>
<p>Puedes salir antes de tiempo, pero se descuenta una parte del principal como penalización y tus ingresos totales se reducen. El principal restante se devuelve a tu cuenta real. El descuento se muestra antes de que confirmes la salida.</p>`,
  },
  'faq-charity-nfts': {
    title: '¿Qué son los NFT solidarios?',
    body: `<p>Los NFT solidarios son objetos de colección digitales que se venden en beneficio de una organización benéfica infantil. La página de cada NFT muestra su creador, la cadena, la dirección del contrato, la puja actual, el tiempo restante y el total donado hasta la fecha.</p>
<p>Puedes <strong>pujar</strong> o <strong>comprar ya</strong>, y los NFT que posees aparecen en <em>Mis NFT</em>. Añade una dirección de recepción antes de comprar. Como cualquier objeto de colección, el valor de reventa de un NFT puede bajar.</p>`,
  },
  'faq-invite-friends': {
    title: '¿Cómo funciona Invitar a amigos?',
    body: `<p>Abre <a href="/profile/invite">Invitar a amigos</a> para ver tu enlace y tu código de invitación personales, y cópialos para compartirlos. Cuando un amigo se registra con tu enlace o tu código, queda vinculado a tu cuenta.</p>
<p>Las recompensas y las condiciones para obtenerlas se indican en esa página. No se pagan recompensas por invitarte a ti mismo ni por cuentas duplicadas.</p>`,
  },
  'faq-password-reset': {
    title: 'He olvidado mi contraseña. ¿Cómo la restablezco?',
    body: `<p>En la página de inicio de sesión, elige <strong>¿Has olvidado tu contraseña?</strong>. Introduce el correo electrónico con el que te registraste y solicita un código de verificación; después introduce el código y escribe dos veces tu nueva contraseña. Si el código no llega en unos minutos, revisa la carpeta de correo no deseado y solicita uno nuevo.</p>
<p>Si ya has iniciado sesión y conoces tu contraseña actual, puedes cambiarla en <em>Mi cuenta</em> &gt; <em>Cambiar contraseña</em>.</p>`,
  },
  'faq-security-tips': {
    title: '¿Cómo puedo proteger mi cuenta?',
    body: `<ul>
<li>Usa una contraseña segura que no utilices en ningún otro sitio.</li>
<li>No compartas nunca tu contraseña ni tus códigos de verificación con nadie. Nuestro personal jamás te los pedirá.</li>
<li>Introduce tus datos solo en la plataforma oficial y desconfía de los enlaces que te lleguen por mensajería o redes sociales.</li>
<li>Deposita solo en la dirección que aparece en la pantalla de depósito, nunca en una dirección que alguien te envíe.</li>
<li>Cierra la sesión en los dispositivos compartidos.</li>
<li>Si notas algo extraño, cambia tu contraseña y contacta de inmediato con el soporte en línea.</li>
</ul>`,
  },
  'notice-demo-account-launch': {
    title: 'Ya está disponible la cuenta demo: practica con 100 000 USDT virtuales',
    body: `<p><em>Publicado el 12 de enero de 2026</em></p>
<p>Todas las cuentas nuevas empiezan ahora con una cuenta demo dotada de <strong>100 000 USDT virtuales</strong>. Úsala para probar órdenes de mercado, apalancamiento, stop loss y take profit, así como opciones de subida o bajada a precios en tiempo real, sin arriesgar dinero.</p>
<h3>Conviene saber</h3>
<ul>
<li>Los USDT virtuales no tienen valor monetario y no se pueden retirar ni traspasar a tu cuenta real. Los libros demo y real nunca se mezclan.</li>
<li>Cambia entre la cuenta demo y la real desde tu página de cuenta; un mensaje te confirma cuál está activa.</li>
<li>El trading inteligente solo está disponible en la cuenta real.</li>
<li>Los resultados en demo no anticipan los reales. Operar de verdad conlleva riesgos reales.</li>
</ul>
<p>¿Tienes preguntas? Nuestro equipo de soporte en línea está disponible las 24 horas, los 7 días de la semana.</p>`,
  },
  'notice-staff-never-ask-passwords': {
    title: 'Recordatorio: nuestro personal nunca te pedirá tu contraseña ni tus códigos de verificación',
    body: `<p><em>Publicado el 9 de febrero de 2026</em></p>
<p>Hemos recibido avisos de personas que contactan con clientes por aplicaciones de mensajería y redes sociales haciéndose pasar por empleados nuestros. Recuerda:</p>
<ul>
<li>Nuestro personal <strong>nunca</strong> te pedirá tu contraseña ni ningún código de verificación, ni por chat, ni por correo electrónico ni de ningún otro modo.</li>
<li>Nunca te pediremos que deposites en una dirección distinta de la que aparece en tu pantalla de depósito, ni que pagues a un monedero personal.</li>
<li>No gestionamos «grupos de señales» ni prometemos rentabilidades garantizadas.</li>
</ul>
<p>Si alguien te pide estas cosas, detente y contacta con nosotros a través del chat de soporte en línea de la aplicación. Si ya has compartido una contraseña o un código, cambia tu contraseña de inmediato y avísanos.</p>`,
  },
  'notice-scheduled-maintenance-2026-03': {
    title: 'Mantenimiento programado el 15 de marzo de 2026',
    body: `<p><em>Publicado el 5 de marzo de 2026</em></p>
<p>Para actualizar nuestros sistemas, la plataforma no estará disponible el <strong>domingo 15 de marzo de 2026, de 02:00 a 04:00 UTC</strong>.</p>
<h3>Durante el periodo de mantenimiento</h3>
<ul>
<li>No se podrá iniciar sesión, operar, contratar opciones, comprar planes de trading inteligente, pedir préstamos ni comprar NFT.</li>
<li>Las posiciones abiertas seguirán abiertas. Los niveles de stop loss y take profit no pueden activarse mientras el servicio esté desconectado; si el precio supera tu nivel, la posición se cerrará al primer tick de precio disponible tras el restablecimiento del servicio, que puede diferir de tu nivel.</li>
<li>Evita abrir opciones de subida o bajada cuyo periodo termine durante el mantenimiento.</li>
<li>Los depósitos y las retiradas enviados antes del mantenimiento se revisarán cuando termine.</li>
</ul>
<p>Revisa con antelación tus posiciones abiertas y tus órdenes de protección. La hora exacta de finalización puede cambiar; publicaremos aquí cualquier actualización. Disculpa las molestias.</p>`,
  },
};

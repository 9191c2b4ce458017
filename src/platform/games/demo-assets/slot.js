// The demo slot: three reels of the game's theme symbols (from the state call) that spin while the
// round settles and stop one after another, the last no sooner than MIN_SPIN_MS after the tap
// (regulated markets forbid quicker spins, so there is no turbo and no skip). Under reduced
// motion the reels do not move: they dim for the same time and show the result. Winning reels
// are highlighted; the balance and the result line change when the last reel stops.
(function () {
  'use strict';
  var G = window.DemoGame;
  var MIN_SPIN_MS = 2500;
  var STOP_GAP_MS = 350;
  var balanceEl = document.getElementById('balance');
  var titleEl = document.getElementById('title');
  var betEl = document.getElementById('bet');
  var spinEl = document.getElementById('spin');
  var resultEl = document.getElementById('result');
  var reels = [document.getElementById('reel1'), document.getElementById('reel2'), document.getElementById('reel3')];
  var pendingRoundId = null;
  var images = {};
  var names = [];

  var showError = G.showError(resultEl);

  function symbolImage(name) {
    var img = document.createElement('img');
    img.src = images[name];
    img.alt = name.toLowerCase();
    img.width = 80;
    img.height = 80;
    return img;
  }

  // A reel shows one symbol at rest; spinning, a strip of every symbol twice that the CSS scrolls.
  function rest(reel, name) {
    reel.className = 'reel';
    reel.textContent = '';
    var strip = document.createElement('div');
    strip.className = 'strip';
    strip.appendChild(symbolImage(name));
    reel.appendChild(strip);
    reel.setAttribute('aria-label', name.toLowerCase());
  }

  function spin(reel, offset) {
    reel.className = 'reel spinning';
    reel.textContent = '';
    var strip = document.createElement('div');
    strip.className = 'strip';
    strip.style.animationDelay = (-offset * 0.07) + 's';
    for (var n = 0; n < 2; n++) names.forEach(function (name, i) { strip.appendChild(symbolImage(names[(i + offset) % names.length])); });
    reel.appendChild(strip);
    reel.removeAttribute('aria-label');
  }

  function winningReels(outcome) {
    var r = outcome.reels;
    if (outcome.multiplier <= 0) return [];
    if (r[0] === r[1] && r[1] === r[2]) return [0, 1, 2];
    return r.map(function (s, i) { return s === 'CHERRY' ? i : -1; }).filter(function (i) { return i >= 0; });
  }

  G.loadState({ title: titleEl, balance: balanceEl, bet: betEl }).then(function (state) {
    state.symbols.forEach(function (symbol) { images[symbol.name] = symbol.image; names.push(symbol.name); });
    document.body.setAttribute('data-theme', state.theme);
    reels.forEach(function (reel, i) { rest(reel, names[(i * 2 + 1) % names.length]); });
    spinEl.disabled = false;
  }, showError);

  spinEl.addEventListener('click', function () {
    var started = Date.now();
    spinEl.disabled = true;
    betEl.disabled = true;
    resultEl.className = 'result';
    resultEl.textContent = 'Spinning…';
    reels.forEach(function (reel, i) { spin(reel, i * 2); });
    // Kept until the round succeeds, so a retried click settles the same round.
    pendingRoundId = pendingRoundId || G.newRoundId();
    var body = { ticket: G.ticket, roundId: pendingRoundId, bet: Number(betEl.value) };
    G.playRound(body).then(function (value) {
      pendingRoundId = null;
      var round = value.round;
      var firstStop = Math.max(0, started + MIN_SPIN_MS - (reels.length - 1) * STOP_GAP_MS - Date.now());
      reels.forEach(function (reel, i) {
        setTimeout(function () { rest(reel, round.outcome.reels[i]); reel.classList.add('landed'); }, firstStop + i * STOP_GAP_MS);
      });
      setTimeout(function () {
        winningReels(round.outcome).forEach(function (i) { reels[i].classList.add('win'); });
        balanceEl.textContent = value.text.balance;
        resultEl.textContent = round.win > 0 ? 'You win ' + value.text.win : 'No win';
        resultEl.className = round.win > 0 ? 'result won' : 'result';
        resultEl.setAttribute('data-net', String(round.win - round.bet));
        document.body.setAttribute('data-spin-ms', String(Date.now() - started));
        G.report(round, value.balance);
        spinEl.disabled = false;
        betEl.disabled = false;
      }, firstStop + (reels.length - 1) * STOP_GAP_MS + 50);
    }, function (error) {
      if (error.code) pendingRoundId = null;
      reels.forEach(function (reel, i) { if (names.length) rest(reel, names[i]); });
      showError(error);
      spinEl.disabled = false;
      betEl.disabled = false;
    });
  });
})();
